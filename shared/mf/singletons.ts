/**
 * The one list of modules every federated build shares as singletons.
 * Context libraries (React, router, jotai, swr, Chakra, emotion, i18next) silently break
 * across remotes when a second copy loads, so each one is a singleton with an explicit range.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharedPackage from '../package.json' with { type: 'json' };
import { apps } from './apps.ts';

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
  /** What this build provides under the share key (a generated subset module), when not the package itself. */
  import?: string;
}

// ---------------------------------------------------------------------------------------------
// Subset singletons. A shared module is bundled whole (webpack cannot know what other builds will
// import), and the whole of Chakra is ~300 KB gzip. But every build that can consume these
// singletons lives in this workspace, so the union of the names their code imports is known at
// build time: each build provides, under the same share key and version, a generated module that
// re-exports only those names from the package's ESM entry, and webpack tree-shakes the rest.
// Every build scans the same sources, so host and remotes provide identical subsets, and whichever
// copy loads first serves all of them (still one singleton: one theme, one context).

/** Packages provided as a subset. Named imports only: any other import form shares the package whole. */
const subsetPackages = ['@chakra-ui/react', 'react-router-dom', 'react-i18next'] as const;

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sharedRequire = createRequire(path.join(workspaceRoot, 'shared/package.json'));
const subsetDir = path.join(workspaceRoot, 'node_modules/.cache/nurly-shared-subsets');
/** Front-end sources bundled by some federated build (tests are not bundled). */
const scannedRoots = [...apps.map((a) => path.join(workspaceRoot, a.dir, 'src')), path.join(workspaceRoot, 'shared/src')];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|js|jsx|mjs)$/.test(entry.name) && !/\.(test|spec)\.[jt]sx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [full]
      : [];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The runtime names the workspace imports from `pkg`, or null when some file uses a form that
 * cannot be narrowed (namespace/default import, dynamic import, require, subpath).
 */
export function namesImportedFrom(pkg: string, files: string[] = scannedRoots.flatMap(sourceFiles)): Set<string> | null {
  const quoted = `['"]${escapeRegExp(pkg)}['"]`;
  const named = new RegExp(`\\b(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*${quoted}`, 'g');
  const anyUse = new RegExp(`['"]${escapeRegExp(pkg)}(?:/[^'"]*)?['"]`, 'g');
  const names = new Set<string>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    let namedUses = 0;
    for (const match of text.matchAll(named)) {
      namedUses += 1;
      if (match[1]) continue; // import type { … }
      for (const raw of match[2].split(',')) {
        const specifier = raw.replace(/\/\*[\s\S]*?\*\//g, '').trim();
        if (!specifier || specifier.startsWith('type ')) continue;
        names.add(specifier.split(/\s+as\s+/)[0].trim());
      }
    }
    if ((text.match(anyUse)?.length ?? 0) > namedUses) return null;
  }
  return names;
}

const subsetCache = new Map<string, string | null>();

/** Writes (when changed) the subset module for `pkg` and returns its path; null shares the package whole. */
function subsetModule(pkg: string): string | null {
  if (subsetCache.has(pkg)) return subsetCache.get(pkg) ?? null;
  let result: string | null = null;
  const imported = namesImportedFrom(pkg);
  if (imported) {
    const manifestPath = sharedRequire.resolve(`${pkg}/package.json`);
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {
      exports?: Record<string, { import?: string | { default?: string } }>;
    };
    const importCondition = manifest.exports?.['.']?.import;
    const esmEntry = typeof importCondition === 'string' ? importCondition : importCondition?.default;
    if (esmEntry) {
      // Only names the package really exports at run time (type-only names have no value to re-export).
      const runtimeNames = new Set(Object.keys(sharedRequire(pkg) as object));
      const names = [...imported].filter((name) => runtimeNames.has(name)).sort();
      // An absolute path: a bare `pkg` here would be consumed as the shared module itself.
      const target = path.join(path.dirname(manifestPath), esmEntry);
      const text = `// Generated by shared/mf/singletons.ts: the exports of ${pkg} that this workspace imports.\nexport { ${names.join(', ')} } from ${JSON.stringify(target)};\n`;
      const file = path.join(subsetDir, `${pkg.replace(/[@/]/g, '_')}.mjs`);
      fs.mkdirSync(subsetDir, { recursive: true });
      if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
      result = file;
    }
  }
  subsetCache.set(pkg, result);
  return result;
}

/**
 * The names each subset package currently provides (an empty list: shared whole). A build that
 * provides fewer names than its remotes import would serve them `undefined`, so build.ts rebuilds
 * any app whose recorded subsets lack a current name.
 */
export function currentSubsets(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const pkg of subsetPackages) {
    const file = subsetModule(pkg);
    out[pkg] = file ? (/export \{ ([^}]*) \}/.exec(fs.readFileSync(file, 'utf8'))?.[1].split(', ') ?? []) : [];
  }
  return out;
}

function installedVersion(pkg: string): string {
  return (JSON.parse(fs.readFileSync(sharedRequire.resolve(`${pkg}/package.json`), 'utf8')) as { version: string }).version;
}

export interface SingletonOptions {
  /** Provide subset packages narrowed to the names the workspace imports (default true). */
  subsets?: boolean;
}

// NURLY_SHARED_SUBSETS=off shares every singleton whole: the price of shipping a remote that needs a
// library name the deployed host's subset lacks, without rebuilding the host.
const subsetsByDefault = process.env.NURLY_SHARED_SUBSETS !== 'off';

export function federatedSingletons({ subsets = subsetsByDefault }: SingletonOptions = {}): Record<string, SharedEntry> {
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
    const subset = subsets && (subsetPackages as readonly string[]).includes(name) ? subsetModule(name) : null;
    // A file as `import` has no package.json to read a version from: give the installed one.
    if (subset) out[name] = { ...out[name], import: subset, version: installedVersion(name) };
  }
  return out;
}
