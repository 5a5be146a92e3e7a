/**
 * CPU seconds read from /proc for `bench:offerwall`: the whole machine's, and the PostgreSQL server's
 * (its postmaster with its live and reaped backends), so the bench can say where an attempt's CPU went
 * and compare it with the pgbench floor's.
 */
import fs from 'node:fs';

/** CPU seconds the whole machine spent busy since boot (/proc/stat; 0 where there is none). */
export function machineCpuSeconds(): number {
  try {
    const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const idle = ticks[3] + ticks[4];
    return (ticks.slice(0, 8).reduce((sum, n) => sum + n, 0) - idle) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds of the PostgreSQL server listening on `port`: its postmaster (found by its command
 * line) with its live children, plus the children it has reaped. Undefined when it cannot be seen
 * (not local, not Linux): then the machine's figure stands in.
 */
export function postgresCpuSeconds(port: string | undefined): number | undefined {
  if (!port) return undefined;
  try {
    const stats = new Map<number, string[]>();
    let postmaster: number | undefined;
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        stats.set(Number(entry), stat.slice(stat.lastIndexOf(')') + 2).split(' '));
        const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
        if (cmdline[0].endsWith('/bin/postgres') && cmdline.join(' ').includes(`-p ${port}`)) postmaster = Number(entry);
      } catch {
        // the process ended meanwhile
      }
    }
    if (postmaster === undefined) return undefined;
    // Fields after the command: state ppid … utime(12) stime(13) cutime(14) cstime(15), in clock ticks.
    let ticks = 0;
    for (const [pid, fields] of stats) {
      if (pid === postmaster) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      else if (Number(fields[1]) === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks / 100;
  } catch {
    return undefined;
  }
}

/** CPU seconds (user + system) of one live process so far; undefined once it is gone or where /proc is not. */
export function processCpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}
