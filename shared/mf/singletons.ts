/**
 * The one list of modules every federated build shares as singletons.
 * Context libraries (React, router, jotai, swr, Chakra, emotion, i18next) silently break
 * across remotes when a second copy loads, so each one is a singleton with an explicit range.
 */
import sharedPackage from '../package.json' with { type: 'json' };

const deps = sharedPackage.dependencies as Record<string, string>;

export const singletonNames = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'swr',
  'swr/',
  'jotai',
  'jotai/',
  'axios',
  '@chakra-ui/react',
  '@emotion/react',
  '@emotion/react/',
  'i18next',
  'react-i18next',
  '@nurly/shared',
] as const;

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version?: string;
  strictVersion: false;
  eager?: false;
}

export function federatedSingletons(): Record<string, SharedEntry> {
  const out: Record<string, SharedEntry> = {};
  for (const name of singletonNames) {
    const pkg = name.endsWith('/') ? name.slice(0, -1) : name;
    if (pkg === '@nurly/shared') {
      // A workspace package: give the real version, never "workspace:*".
      out[name] = { singleton: true, requiredVersion: sharedPackage.version, version: sharedPackage.version, strictVersion: false };
      continue;
    }
    const range = deps[pkg];
    if (!range) throw new Error(`singleton ${pkg} is not a dependency of @nurly/shared`);
    out[name] = { singleton: true, requiredVersion: range, strictVersion: false };
  }
  return out;
}
