/**
 * The archive `pnpm release publish` uploads: every file of a remote's dist, paths relative to the
 * dist (release.json at the root), in path order. Already compressed files (.br, .gz, images) are
 * stored as they are; the rest deflated.
 */
import fs from 'node:fs';
import path from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import type { ReleaseManifest } from '../../contracts/src/schemas/releases.ts';

const releaseFile = 'release.json';
const storedAsIs = /\.(br|gz|png|jpe?g|gif|webp|woff2?|zip)$/i;

/** Files under `dir`, as '/'-separated paths relative to it, sorted. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile()) out.push(rel);
    }
  };
  walk('');
  return out.sort();
}

export interface DistArchive {
  manifest: ReleaseManifest;
  zip: Uint8Array;
  fileCount: number;
}

/** Zips a remote's dist; refuses a dist without release.json (not a production build) or of another remote. */
export function zipDist(dist: string, remote: string): DistArchive {
  const manifestPath = path.join(dist, releaseFile);
  if (!fs.existsSync(manifestPath)) {
    throw new Error(`${dist} has no ${releaseFile}: build it first (pnpm build mfe-${remote})`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as ReleaseManifest;
  if (manifest.remote !== remote) throw new Error(`${manifestPath} is a build of ${manifest.remote}, not ${remote}`);
  const files = listFiles(dist);
  const entries: Zippable = {};
  for (const file of files) {
    entries[file] = [fs.readFileSync(path.join(dist, file)), { level: storedAsIs.test(file) ? 0 : 6 }];
  }
  // A fixed time for every entry: the same dist gives the same bytes.
  return { manifest, zip: zipSync(entries, { mtime: new Date('2000-01-01T00:00:00Z') }), fileCount: files.length };
}
