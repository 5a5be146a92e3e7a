// `pnpm lint` runs this: a source file over 400 lines is asking to be split. Exempt: tests and their
// support (`*.test.*`, `test/`, `fixtures.ts`), i18n message tables, seeds and generated migrations.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CEILING = 400;
const source = /\.(ts|tsx|js|mjs|cjs)$/;
const exempt = [
  /\.test\.[jt]sx?$/,
  /(^|\/)test\//,
  /(^|\/)fixtures\.tsx?$/,
  /(^|\/)(i18n|[a-zA-Z]*I18n)\.ts$/,
  /(^|\/)locales?\//,
  /(^|\/)seeds?(\.ts|\/)/,
  /^server\/drizzle\//,
];

const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => source.test(file) && !exempt.some((rule) => rule.test(file)));

const over = [];
for (const file of files) {
  let text;
  try {
    text = fs.readFileSync(path.join(root, file), 'utf8');
  } catch {
    continue; // deleted in the work tree
  }
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > CEILING) over.push(`${file}: ${lines} lines`);
}
if (over.length) {
  console.error(`check-size: ${over.length} file(s) over ${CEILING} lines (split them by concern):\n  ${over.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-size: ${files.length} files, none over ${CEILING} lines`);
