// `pnpm lint` runs this: nothing in the repository points at a document outside it. Decisions are
// cited as docs/decisions/<file>.md#<anchor> (docs/README.md); this fails on the old outside
// citations (spec §N, DESIGN §N, money-loop §N, product-spec, korean-rails) outside docs/ and on a
// relative path to shared/ that leaves the repository; a docs/decisions citation must name an
// existing file and anchor.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const self = 'scripts/check-citations.mjs';
const outside = [/\bspec §/, /\bDESIGN(\.md)? §/, /\bmoney-loop §/, /product-spec/, /korean-rails/, /\/work\/shared\b/];
const relativeShared = /(<rootDir>\/)?((?:\.\.\/)+)shared\//g;

const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && !file.startsWith('docs/') && file !== self && file !== 'pnpm-lock.yaml');

const problems = [];
// A citation of a decision names a file and an anchor (`<a id="…">`) that exist.
const citation = /docs\/decisions\/([a-z-]+\.md)#([a-z0-9-]+)/g;
const anchorsOf = new Map();
function anchorExists(file, anchor) {
  if (!anchorsOf.has(file)) {
    const full = path.join(root, 'docs/decisions', file);
    const text = fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : '';
    anchorsOf.set(file, new Set([...text.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1])));
  }
  return anchorsOf.get(file).has(anchor);
}
for (const file of files) {
  const full = path.join(root, file);
  let text;
  try {
    text = fs.readFileSync(full, 'utf8');
  } catch {
    continue; // deleted in the work tree
  }
  if (text.includes('\0')) continue; // binary
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    for (const pattern of outside)
      if (pattern.test(line)) problems.push(`${where}: points outside the repository (${pattern.source}): ${line.trim()}`);
    for (const [whole, file, anchor] of line.matchAll(citation)) {
      if (!anchorExists(file, anchor)) problems.push(`${where}: ${whole} names no decision (no such file or anchor)`);
    }
    for (const match of line.matchAll(relativeShared)) {
      if (match[1]) continue; // jest's <rootDir> is a package directory: <rootDir>/../shared is the workspace package
      const resolved = path.resolve(path.dirname(full), match[2], 'shared');
      if (path.relative(root, resolved).startsWith('..')) problems.push(`${where}: ${match[0]} leaves the repository: ${line.trim()}`);
    }
  });
}
if (problems.length > 0) {
  console.error(
    `check-citations: ${problems.length} reference(s) outside the repository; cite docs/decisions/<file>.md#<anchor> instead (docs/README.md):`,
  );
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`check-citations: ${files.length} files, nothing points outside the repository`);
