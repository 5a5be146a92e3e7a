/**
 * `pnpm lint` runs this (`tsx tools/mf/check-shared.ts`); `pnpm shared:record` runs it with
 * `--record`. Two rules of independent releases (tools/mf/README.md):
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
 * 3. Shared's forms (`@nurly/shared/forms`, shared/src/forms) are a singleton of their own, and no
 *    module may be bundled into both shares: a forms file imports the rest of shared as
 *    '@nurly/shared', never by a relative path out of forms/ (a second toast store, a second ApiError
 *    class); shared's other runtime files reach forms only as '@nurly/shared/forms' and import
 *    react-hook-form only for types (a second react-hook-form: a FormProvider the fields cannot
 *    see); apps import react-hook-form only through '@nurly/shared/forms'.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharedPackage from '../../shared/package.json' with { type: 'json' };
import { apps } from './apps.ts';
import { namesImportedFrom, sourceFiles } from './singletons.ts';
import ts from 'typescript';
import {
  chakraOverlaySurface,
  chakraOverlaysShareKey,
  designSystemSurface,
  sharedBundledSubpaths,
  sharedFormsShareKey,
  subsetPackages,
} from './surface.ts';

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
  // domain-ui: bundled into the remotes that import it, so its names must be on the surface too.
  const roots = [...apps.map((a) => a.dir), 'shared', 'domain-ui'];
  for (const dir of roots) {
    const files = sourceFiles(path.join(workspaceRoot, dir, 'src'));
    for (const pkg of subsetPackages) {
      const provided = new Set<string>([...designSystemSurface[pkg], ...(pkg === '@chakra-ui/react' ? chakraOverlaySurface : [])]);
      const { names, otherForms } = namesImportedFrom(pkg, files, dir === 'shared' ? (sharedBundledSubpaths[pkg] ?? []) : []);
      for (const name of [...names].sort()) {
        if (!provided.has(name)) {
          problems.push(
            `${dir} imports ${name} from ${pkg}, which the design-system surface lacks: add it to tools/mf/surface.ts and bump @nurly/shared (minor)`,
          );
        }
      }
      for (const file of otherForms) {
        problems.push(
          `${path.relative(workspaceRoot, file)} imports ${pkg} other than by name (import { … } from '${pkg}'): the shared copy provides only the surface's names`,
        );
      }
    }
    const overlaysImport = new RegExp(`["']${chakraOverlaysShareKey}["']`); // the key has no regex metacharacters
    for (const file of files) {
      if (overlaysImport.test(fs.readFileSync(file, 'utf8'))) {
        problems.push(
          `${path.relative(workspaceRoot, file)} imports ${chakraOverlaysShareKey}: import those names from '@chakra-ui/react' (the build moves them)`,
        );
      }
    }
  }
  const core = new Set<string>(designSystemSurface['@chakra-ui/react']);
  for (const name of chakraOverlaySurface.filter((n) => core.has(n))) {
    problems.push(`tools/mf/surface.ts lists ${name} both in the Chakra core and in chakraOverlaySurface: one share serves each name`);
  }
  return problems;
}

export interface ModuleImport {
  specifier: string;
  /** `import type …`, `export type …`, or named bindings that are all `type`: erased, nothing at run time. */
  typeOnly: boolean;
  line: number;
}

/** Every module a source text imports: import/export … from, side-effect imports, import(), require(), jest.mock(). */
export function moduleImports(fileName: string, text: string): ModuleImport[] {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: ModuleImport[] = [];
  const add = (node: ts.Node, specifier: ts.Expression | undefined, typeOnly: boolean) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    found.push({ specifier: specifier.text, typeOnly, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const allTypes =
        !!clause &&
        !clause.name &&
        !!bindings &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((e) => e.isTypeOnly);
      add(node, node.moduleSpecifier, !!clause && (clause.isTypeOnly || allTypes));
    } else if (ts.isExportDeclaration(node)) {
      const clause = node.exportClause;
      const allTypes = !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
      add(node, node.moduleSpecifier, node.isTypeOnly || allTypes);
    } else if (ts.isImportTypeNode(node)) {
      // typeof import('x'): a type.
      const argument = node.argument;
      if (ts.isLiteralTypeNode(argument)) add(node, argument.literal, true);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const dynamicImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const requireCall = ts.isIdentifier(callee) && callee.text === 'require';
      const jestModuleCall =
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'jest' &&
        /^(mock|requireActual|doMock)$/.test(callee.name.text);
      if (dynamicImport || requireCall || jestModuleCall) add(node, node.arguments[0], false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isTestFile = (file: string) => /\.(test|spec)\.[jt]sx?$/.test(file);
const rhf = 'react-hook-form';

/** Problems with rule 3, one line each. */
export function formsProblems(): string[] {
  const problems: string[] = [];
  const sharedSrc = path.join(workspaceRoot, 'shared/src');
  const formsDir = path.join(sharedSrc, 'forms');
  const inForms = (file: string) => file === formsDir || file.startsWith(`${formsDir}${path.sep}`);
  const where = (file: string, use: ModuleImport) => `${path.relative(workspaceRoot, file)}:${use.line}`;
  const relativeTarget = (file: string, specifier: string) =>
    specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : null;

  for (const file of sourceFiles(sharedSrc, { withTests: true })) {
    const uses = moduleImports(file, fs.readFileSync(file, 'utf8'));
    if (inForms(file)) {
      // (a) The forms share's files, tests included: the rest of shared by its package name only.
      for (const use of uses) {
        const target = relativeTarget(file, use.specifier);
        if (target && !inForms(target)) {
          problems.push(
            `${where(file, use)} imports '${use.specifier}', outside shared/src/forms: import it from '@nurly/shared' ` +
              `(a relative path bundles a second copy of it into the ${sharedFormsShareKey} share)`,
          );
        }
      }
      continue;
    }
    // (b) The rest of shared's runtime code (tests and test support may do as they like).
    if (isTestFile(file) || path.relative(sharedSrc, file).startsWith(`testing${path.sep}`)) continue;
    for (const use of uses) {
      const target = relativeTarget(file, use.specifier);
      if (target && inForms(target)) {
        problems.push(
          `${where(file, use)} imports '${use.specifier}': import shared's forms as '${sharedFormsShareKey}' ` +
            '(a relative path bundles a second copy of them, and of react-hook-form, into @nurly/shared)',
        );
      } else if ((use.specifier === rhf || use.specifier.startsWith(`${rhf}/`)) && !use.typeOnly) {
        problems.push(
          `${where(file, use)} imports ${rhf} at run time outside shared/src/forms: take its values from '${sharedFormsShareKey}' ` +
            `(one react-hook-form copy, in the forms share); \`import type\` is fine`,
        );
      }
    }
  }
  // (c) Apps and the domain-ui package they bundle, tests included: react-hook-form only through @nurly/shared/forms.
  for (const dir of [...apps.map((a) => a.dir), 'domain-ui']) {
    for (const file of sourceFiles(path.join(workspaceRoot, dir, 'src'), { withTests: true })) {
      for (const use of moduleImports(file, fs.readFileSync(file, 'utf8'))) {
        if (use.specifier === rhf || use.specifier.startsWith(`${rhf}/`)) {
          problems.push(
            `${where(file, use)} imports ${rhf}: import its hooks and types from '${sharedFormsShareKey}' (the one shared copy, one form context)`,
          );
        }
      }
    }
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
      `shared/src or tools/mf/surface.ts changed since @nurly/shared ${recorded.version} was recorded. Bump "version" in shared/package.json ` +
        '(patch: fixes only; minor: additions — new exports, props, surface names; major, or minor while 0.x: anything removed or changed) ' +
        'and run pnpm shared:record. Release the shell before remotes built with it (tools/mf/README.md).',
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
  const problems = [...surfaceProblems(), ...formsProblems()];
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
