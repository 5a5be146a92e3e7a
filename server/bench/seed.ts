/**
 * `pnpm bench:seed`: the demo seed on a fresh in-memory PGlite (what the first `npm start` and the test
 * snapshot of test/helpers/app.ts run): migrate, then every demo seeder of `runDemoSeeds` in order, each
 * timed in wall-clock and in this process's CPU time (PGlite runs on this thread, so the CPU time is
 * what a quiet machine would take; the wall time on a shared machine is mostly waiting for a core).
 */
import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, pgliteOptions } from '../src/db/client';
import { demoSeeders } from '../src/modules';

const cpuMs = (since?: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
const pglite = new PGlite(pgliteOptions);
const database = openDatabase({ pglite });
let started = performance.now();
await database.migrate();
console.log(`migrate      wall ${(performance.now() - started).toFixed(0).padStart(7)} ms`);
const allStarted = performance.now();
const allCpu = process.cpuUsage();
for (const seeder of demoSeeders) {
  started = performance.now();
  const cpu = process.cpuUsage();
  await seeder.seed(database.db);
  console.log(
    `${seeder.name.padEnd(12)} wall ${(performance.now() - started).toFixed(0).padStart(7)} ms  cpu ${cpuMs(cpu).toFixed(0).padStart(7)} ms`,
  );
}
console.log(
  `runDemoSeeds wall ${(performance.now() - allStarted).toFixed(0).padStart(7)} ms  cpu ${cpuMs(allCpu).toFixed(0).padStart(7)} ms` +
    `  (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`,
);
await pglite.close();
