/**
 * `pnpm release <command>`: publish a remote's build to the release registry, make a version live
 * (or a canary), promote, abort, roll back, and list what each deployment serves (usage in args.ts,
 * release rules in tools/mf/README.md). Exits 1 with the server's message when it refuses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LiveRelease, Release, ReleaseChangeResponse, ReleaseEvent, ReleaseOverview } from '../../contracts/src/schemas/releases.ts';
import { parseReleaseArgs, usage, UsageError, type ReleaseCommand } from './args.ts';
import { ReleaseClient, RefusedError } from './client.ts';
import { zipDist } from './zip.ts';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Plain text columns, padded to the widest cell (Korean characters count double). */
export function table(header: string[], rows: string[][]): string {
  const width = (s: string) => [...s].reduce((n, ch) => n + (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/.test(ch) ? 2 : 1), 0);
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ''))));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c + ' '.repeat(widths[i] - width(c)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const versionOf = (release: Release | null) => release?.version ?? '-';

export function liveTable(live: readonly LiveRelease[]): string {
  return table(
    ['deployment', 'remote', 'live', 'canary', 'changed', 'by'],
    live.map((l) => [
      l.deployment,
      l.remote,
      versionOf(l.live),
      l.canary ? `${l.canary.version} (${l.canary_percent}%)` : '-',
      l.updated_at ?? '-',
      l.updated_by ?? '-',
    ]),
  );
}

export function historyTable(history: readonly ReleaseEvent[]): string {
  return table(
    ['at', 'action', 'deployment', 'remote', 'change', 'canary', 'by', 'reason'],
    history.map((e) => [
      e.at,
      e.action,
      e.deployment ?? '(all)',
      e.remote,
      `${e.from_version ?? '-'} → ${e.to_version ?? '-'}`,
      e.canary_percent === null ? '' : `${e.canary_percent}%`,
      e.actor ?? '-',
      e.reason ?? '',
    ]),
  );
}

function printOverview(overview: ReleaseOverview): void {
  console.log(liveTable(overview.live));
  console.log('');
  console.log(`published: ${overview.releases.length}`);
  console.log(
    table(
      ['remote', 'version', 'shared', 'commit', 'published', 'by'],
      overview.releases.map((r) => [r.remote, r.version, r.shared_range, r.git_commit.slice(0, 7), r.published_at, r.published_by ?? '-']),
    ),
  );
  console.log('');
  console.log('history:');
  console.log(historyTable(overview.history));
}

function printChange(reply: ReleaseChangeResponse): void {
  console.log(reply.message);
  console.log(liveTable(reply.live));
}

export async function run(command: ReleaseCommand, client: ReleaseClient): Promise<void> {
  switch (command.kind) {
    case 'help':
      console.log(usage);
      return;
    case 'publish': {
      const dist = command.dist ? path.resolve(command.dist) : path.join(workspaceRoot, `mfe-${command.remote}`, 'dist');
      const { manifest, zip, fileCount } = zipDist(dist, command.remote);
      console.log(
        `publishing ${manifest.remote} ${manifest.version} (${fileCount} files, ${(zip.byteLength / 1024).toFixed(0)} KB) to ${client.apiBase}`,
      );
      const reply = await client.publish(zip, `${manifest.remote}-${manifest.version}.zip`);
      console.log(reply.message);
      console.log(`${reply.release.remote} ${reply.release.version} sha256 ${reply.release.content_hash}`);
      return;
    }
    case 'activate':
      printChange(
        await client.activate({
          remote: command.remote,
          version: command.version,
          ...(command.deployment ? { deployment: command.deployment } : {}),
          ...(command.canaryPercent !== undefined ? { canary_percent: command.canaryPercent } : {}),
          ...(command.reason ? { reason: command.reason } : {}),
        }),
      );
      return;
    case 'rollback':
    case 'promote':
    case 'abort':
      printChange(
        await client.step(command.kind, {
          remote: command.remote,
          ...(command.deployment ? { deployment: command.deployment } : {}),
          ...(command.reason ? { reason: command.reason } : {}),
        }),
      );
      return;
    case 'check-shell': {
      const version =
        command.sharedVersion ??
        (JSON.parse(fs.readFileSync(path.join(workspaceRoot, 'shared', 'package.json'), 'utf8')) as { version: string }).version;
      console.log((await client.checkShell(version)).message);
      return;
    }
    case 'list':
      printOverview(await client.overview({ remote: command.remote, history_limit: command.historyLimit ?? 20 }));
      return;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await run(parseReleaseArgs(process.argv.slice(2)), new ReleaseClient(process.env));
  } catch (error) {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
    else if (error instanceof RefusedError) console.error(error.message);
    else console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
