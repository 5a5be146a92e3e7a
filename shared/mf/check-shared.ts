/**
 * `pnpm lint` runs this (`tsx shared/mf/check-shared.ts`); `pnpm shared:record` runs it with
 * `--record`. Two rules of independent releases (issue 10, shared/mf/README.md):
 *
 * 1. Every name an app imports from a subset singleton (Chakra, react-router-dom, react-i18next) is
 *    on the design-system surface (surface.ts), and imported by name: the shell's copy provides
 *    only those names, anything else would be `undefined` at render. Chakra's names are those of
 *    the core list or of the overlays (`chakraOverlaySurface`), which share none; the build moves
 *    the overlays to their own share key (chakra-overlays-loader.cjs), which no app imports itself.
 * 2. `@nurly/shared`'s version changes whenever its sources or its surface change: the fingerprint
 *    of shared/src (without tests and test support) and surface.ts is recorded with the version in
 *    shared-version.json. Changed sources under the recorded version fail; bump the version, then
 *    record.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharedPackage from '../package.json' with { type: 'json' };
import { apps } from './apps.ts';
import { namesImportedFrom, sourceFiles } from './singletons.ts';
import { chakraOverlaySurface, chakraOverlaysShareKey, designSystemSurface, sharedBundledSubpaths, subsetPackages } from './surface.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const workspaceRoot = path.resolve(here, '../..');
export const recordFile = path.join(here, 'shared-version.json');

interface Recorded {
  version: string;
  fingerprint: string;
}

/** Sources that make up what @nurly/shared serves at run time (tests and test support excluded). */
function sharedRuntimeSources(): string[] {
  const src = path.join(workspaceRoot, 'shared/src');
  return sourceFiles(src)
    .filter((file) => !path.relative(src, file).startsWith(`testing${path.sep}`))
    .sort();
}

export function sharedFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of [...sharedRuntimeSources(), path.join(here, 'surface.ts')]) {
    hash.update(path.relative(workspaceRoot, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 32);
}

/** Problems with rule 1, one line each. */
export function surfaceProblems(): string[] {
  const problems: string[] = [];
  const roots = [...apps.map((a) => a.dir), 'shared'];
  for (const dir of roots) {
    const files = sourceFiles(path.join(workspaceRoot, dir, 'src'));
    for (const pkg of subsetPackages) {
      const provided = new Set<string>([...designSystemSurface[pkg], ...(pkg === '@chakra-ui/react' ? chakraOverlaySurface : [])]);
      const { names, otherForms } = namesImportedFrom(pkg, files, dir === 'shared' ? (sharedBundledSubpaths[pkg] ?? []) : []);
      for (const name of [...names].sort()) {
        if (!provided.has(name)) {
          problems.push(`${dir} imports ${name} from ${pkg}, which the design-system surface lacks: add it to shared/mf/surface.ts and bump @nurly/shared (minor)`);
        }
      }
      for (const file of otherForms) {
        problems.push(`${path.relative(workspaceRoot, file)} imports ${pkg} other than by name (import { … } from '${pkg}'): the shared copy provides only the surface's names`);
      }
    }
    const overlaysImport = new RegExp(`["']${chakraOverlaysShareKey}["']`); // the key has no regex metacharacters
    for (const file of files) {
      if (overlaysImport.test(fs.readFileSync(file, 'utf8'))) {
        problems.push(`${path.relative(workspaceRoot, file)} imports ${chakraOverlaysShareKey}: import those names from '@chakra-ui/react' (the build moves them)`);
      }
    }
  }
  const core = new Set<string>(designSystemSurface['@chakra-ui/react']);
  for (const name of chakraOverlaySurface.filter((n) => core.has(n))) {
    problems.push(`shared/mf/surface.ts lists ${name} both in the Chakra core and in chakraOverlaySurface: one share serves each name`);
  }
  return problems;
}

function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.-]/).map(Number);
  const pb = b.split(/[.-]/).map(Number);
  for (let i = 0; i < 3; i += 1) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
}

/** Problems with rule 2, one line each. */
export function versionProblems(recorded: Recorded | null, current: Recorded): string[] {
  if (!recorded) return [`${path.relative(workspaceRoot, recordFile)} is missing: run pnpm shared:record`];
  if (current.version === recorded.version) {
    if (current.fingerprint === recorded.fingerprint) return [];
    return [
      `shared/src or shared/mf/surface.ts changed since @nurly/shared ${recorded.version} was recorded. Bump "version" in shared/package.json ` +
        '(patch: fixes only; minor: additions — new exports, props, surface names; major, or minor while 0.x: anything removed or changed) ' +
        'and run pnpm shared:record. Release the shell before remotes built with it (shared/mf/README.md).',
    ];
  }
  if (compareVersions(current.version, recorded.version) < 0) {
    return [`@nurly/shared ${current.version} is older than the recorded ${recorded.version}: versions only move forward`];
  }
  return [`@nurly/shared is ${current.version} but ${recorded.version} is recorded: run pnpm shared:record`];
}

function readRecorded(): Recorded | null {
  try {
    return JSON.parse(fs.readFileSync(recordFile, 'utf8')) as Recorded;
  } catch {
    return null;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const current: Recorded = { version: sharedPackage.version, fingerprint: sharedFingerprint() };
  const problems = surfaceProblems();
  if (process.argv.includes('--record')) {
    const recorded = readRecorded();
    if (recorded && compareVersions(current.version, recorded.version) <= 0 && current.fingerprint !== recorded.fingerprint) {
      problems.push(`bump "version" in shared/package.json (now ${current.version}) before recording a change`);
    }
    if (problems.length === 0) {
      fs.writeFileSync(recordFile, `${JSON.stringify(current, null, 2)}\n`);
      console.log(`recorded @nurly/shared ${current.version} (${current.fingerprint})`);
    }
  } else {
    problems.push(...versionProblems(readRecorded(), current));
  }
  for (const problem of problems) console.error(`[check-shared] ${problem}`);
  process.exit(problems.length > 0 ? 1 : 0);
}
