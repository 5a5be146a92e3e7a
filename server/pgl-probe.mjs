import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
const [dir, ...extra] = process.argv.slice(2);
if (!fs.existsSync(dir)) {
  const d = await PGlite.create(dir);
  await d.close();
  console.log('made');
  process.exit(0);
}
const copy = dir + '-' + process.pid;
fs.cpSync(dir, copy, { recursive: true });
const t = performance.now();
const db = await PGlite.create(copy, extra.length ? { startParams: [...PGlite.defaultStartParams, ...extra] } : {});
const t2 = performance.now();
await db.query('select 1');
const u = process.cpuUsage();
console.log(
  (extra.join(' ') || 'default').padEnd(28),
  'open ms',
  Math.round(t2 - t),
  'cpu user',
  Math.round(u.user / 1000),
  'sys',
  Math.round(u.system / 1000),
);
await db.close();
fs.rmSync(copy, { recursive: true });
