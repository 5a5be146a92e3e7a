/**
 * The one list of modules every federated build shares as singletons.
 * Context libraries (React, router, jotai, swr, Chakra, emotion, i18next) silently break
 * across remotes when a second copy loads, so each one is a singleton with an explicit range.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharedPackage from '../../shared/package.json' with { type: 'json' };
import { sharedRange } from '../../shared/src/federation/version.ts';
import {
  chakraOverlaySurface,
  chakraOverlaysShareKey,
  designSystemSurface,
  sharedFormsShareKey,
  subsetPackages,
  type SubsetPackage,
} from './surface.ts';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The version ranges of the workspace catalog (pnpm-workspace.yaml `catalog:`): a dependency used by
 * two or more packages has its one range there, and the packages write `catalog:`.
 */
function readCatalog(): Record<string, string> {
  const text = fs.readFileSync(path.join(workspaceRoot, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^catalog:\n((?:[ \t]+.*\n?)*)/m.exec(text)?.[1] ?? '';
  const unquote = (value: string) => value.trim().replace(/^(['"])(.*)\1$/, '$2');
  return Object.fromEntries(
    block
      .split('\n')
      .map((line) => /^\s+([^:#\s][^:]*):\s*(.+?)\s*$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [unquote(match[1]), unquote(match[2])]),
  );
}

const catalog = readCatalog();
/** shared/package.json's dependency ranges, `catalog:` read from the workspace catalog. */
const deps: Record<string, string> = Object.fromEntries(
  Object.entries(sharedPackage.dependencies as Record<string, string>).map(([name, range]) => {
    if (range !== 'catalog:') return [name, range];
    if (!catalog[name]) throw new Error(`${name} is "catalog:" in shared/package.json but not in pnpm-workspace.yaml's catalog`);
    return [name, catalog[name]];
  }),
);

/**
 * The @nurly/shared version a build carries and records: shared/package.json's.
 * NURLY_SHARED_VERSION_AS overrides it only for the version-skew test (skew-test.ts), which builds
 * the same sources as if released at another version.
 */
export const buildSharedVersion: string = process.env.NURLY_SHARED_VERSION_AS || sharedPackage.version;

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
  /** True for @nurly/shared and @nurly/shared/forms: a remote built against a newer shared must not get the host's older copy. */
  strictVersion: boolean;
  eager?: false;
  /** What this build provides under the share key (a generated subset module), when not the package itself. */
  import?: string;
}

// ---------------------------------------------------------------------------------------------
// Subset singletons. A shared module is bundled whole (webpack cannot know what other builds will
// import), and the whole of Chakra is ~300 KB gzip. Each build therefore provides, under the same
// share key and version, a generated module re-exporting only the names of the design-system
// surface (surface.ts: a reviewed list versioned with @nurly/shared), and webpack tree-shakes the
// rest. Every build at one shared version provides the same subset, so whichever copy loads first
// serves all of them (still one singleton: one theme, one context); a remote built at a newer
// shared, whose surface may hold more names, is refused by an older shell before it runs
// (host-shell/src/federation/loadRemotes.ts). check-shared.ts fails when an app imports a name
// the surface lacks.

const sharedRequire = createRequire(path.join(workspaceRoot, 'shared/package.json'));
const subsetDir = path.join(workspaceRoot, 'node_modules/.cache/nurly-shared-subsets');

/**
 * The front-end sources of one app (or shared) that a build bundles: tests are not bundled.
 * `{ withTests: true }` adds the test files and `test/` folders (check-shared.ts's import rules cover them too).
 */
export function sourceFiles(dir: string, { withTests = false }: { withTests?: boolean } = {}): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' || (entry.name === 'test' && !withTests) ? [] : sourceFiles(full, { withTests });
    }
    const isSource = /\.(ts|tsx|js|jsx|mjs|cjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts');
    return isSource && (withTests || !/\.(test|spec)\.[jt]sx?$/.test(entry.name)) ? [full] : [];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export interface ImportedNames {
  /** Runtime names imported by name (type-only imports left out). */
  names: Set<string>;
  /** Files that use another form (namespace/default import, dynamic import, require, subpath). */
  otherForms: string[];
}

/** The runtime names `files` import from `pkg`, and the files that import it in a form that cannot be narrowed. */
export function namesImportedFrom(pkg: string, files: string[], bundledSubpaths: readonly string[] = []): ImportedNames {
  const quoted = `['"]${escapeRegExp(pkg)}['"]`;
  const named = new RegExp(`\\b(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*${quoted}`, 'g');
  // Any other use of the package, except a subpath each build bundles for itself (surface.ts).
  const allowed = bundledSubpaths.map((subpath) => `(?!/${escapeRegExp(subpath)}['"])`).join('');
  const anyUse = new RegExp(`['"]${escapeRegExp(pkg)}(?:${allowed}/[^'"]*)?['"]`, 'g');
  const names = new Set<string>();
  const otherForms: string[] = [];
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
    if ((text.match(anyUse)?.length ?? 0) > namedUses) otherForms.push(file);
  }
  return { names, otherForms };
}

const subsetCache = new Map<string, string>();

/**
 * Writes (when changed) a module re-exporting `names` from `pkg`'s ESM entry, for the share key
 * `key`, and returns its path.
 */
function subsetModule(pkg: SubsetPackage, names: readonly string[], key: string = pkg): string {
  const cached = subsetCache.get(key);
  if (cached) return cached;
  const manifestPath = sharedRequire.resolve(`${pkg}/package.json`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {
    exports?: Record<string, { import?: string | { default?: string } }>;
  };
  const importCondition = manifest.exports?.['.']?.import;
  const esmEntry = typeof importCondition === 'string' ? importCondition : importCondition?.default;
  if (!esmEntry) throw new Error(`${pkg} has no ESM entry to narrow`);
  const runtimeNames = new Set(Object.keys(sharedRequire(pkg) as object));
  const missing = names.filter((name) => !runtimeNames.has(name));
  if (missing.length > 0) throw new Error(`tools/mf/surface.ts names ${missing.join(', ')}, which ${pkg} does not export`);
  // An absolute path: a bare `pkg` here would be consumed as the shared module itself.
  const target = path.join(path.dirname(manifestPath), esmEntry);
  const text = `// Generated by tools/mf/singletons.ts from tools/mf/surface.ts: the ${pkg} names @nurly/shared provides as ${key}.\nexport { ${[...names].sort().join(', ')} } from ${JSON.stringify(target)};\n`;
  const file = path.join(subsetDir, `${key.replace(/[@/]/g, '_')}.mjs`);
  fs.mkdirSync(subsetDir, { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  subsetCache.set(key, file);
  return file;
}

function installedVersion(pkg: string): string {
  return (JSON.parse(fs.readFileSync(sharedRequire.resolve(`${pkg}/package.json`), 'utf8')) as { version: string }).version;
}

export interface SingletonOptions {
  /** Provide subset packages narrowed to the design-system surface (default true; false: shared whole). */
  subsets?: boolean;
}

// NURLY_SHARED_SUBSETS=off shares every singleton whole (the bench's reference build does too).
export const subsetsByDefault = process.env.NURLY_SHARED_SUBSETS !== 'off';

export function federatedSingletons({ subsets = subsetsByDefault }: SingletonOptions = {}): Record<string, SharedEntry> {
  const out: Record<string, SharedEntry> = {};
  for (const name of singletonNames) {
    const pkg = name.endsWith('/') ? name.slice(0, -1) : name;
    if (pkg === '@nurly/shared') {
      // A workspace package: give the real version, never "workspace:*". Strict: the shell checks the
      // remote's recorded version before loading it (loadRemotes.ts, with a clear message); this makes
      // the federation runtime refuse a mismatch too, should anything load a remote another way.
      out[name] = { singleton: true, requiredVersion: sharedRange(buildSharedVersion), version: buildSharedVersion, strictVersion: true };
      // Shared's forms (react-hook-form and the fields), a singleton of their own at the same version
      // (surface.ts), so only chunks that render a form download them. Their files import the rest of
      // shared as '@nurly/shared' (this singleton), never by a relative path. Shared in the bench's
      // reference build too: otherwise each build would bundle its own copy, and FormDialog's
      // FormProvider (the shell's) and a remote's fields would read different form contexts.
      // Provided as the package's own "./forms" entry (shared/package.json), like '@nurly/shared', not
      // as a file path: a path is provided in every compilation, HtmlWebpackPlugin's child compilation
      // too, which has no share to serve the '@nurly/chakra-overlays' imports of the shared code it reaches.
      out[sharedFormsShareKey] = { ...out[name] };
      continue;
    }
    const range = deps[pkg];
    if (!range) throw new Error(`singleton ${pkg} is not a dependency of @nurly/shared`);
    out[name] = { singleton: true, requiredVersion: range, strictVersion: false };
    const subset =
      subsets && (subsetPackages as readonly string[]).includes(name)
        ? subsetModule(name as SubsetPackage, designSystemSurface[name as SubsetPackage])
        : null;
    // A file as `import` has no package.json to read a version from: give the installed one.
    if (subset) out[name] = { ...out[name], import: subset, version: installedVersion(name) };
  }
  if (subsets) {
    // Chakra's overlays, a singleton of their own (surface.ts; chakra-overlays-loader.cjs moves the
    // apps' imports of these names here). Versioned as Chakra: a page pairs the shell's core and
    // overlays, both from the one build that loaded first, so their shared Chakra internals (the
    // system context, the styled factory) are the same module instances.
    out[chakraOverlaysShareKey] = {
      singleton: true,
      requiredVersion: deps['@chakra-ui/react'],
      strictVersion: false,
      import: subsetModule('@chakra-ui/react', chakraOverlaySurface, chakraOverlaysShareKey),
      version: installedVersion('@chakra-ui/react'),
    };
  }
  return out;
}
