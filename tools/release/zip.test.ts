import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { listFiles, zipDist } from './zip';

const manifest = {
  remote: 'cs',
  version: '1.3.0+3f2a1c9',
  shared_range: '^0.8.3',
  git_commit: '3f2a1c9',
  built_at: '2026-11-26T09:30:00.000Z',
};

function makeDist(files: Record<string, string | Uint8Array>): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'release-zip-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), content);
  }
  return dist;
}

describe('the publish archive', () => {
  it('holds every file of the dist at its relative path, release.json at the root, byte for byte', () => {
    const brotli = new Uint8Array([0x1b, 0x00, 0xff, 0x10, 0x80]);
    const dist = makeDist({
      'release.json': JSON.stringify(manifest),
      'remoteEntry.js': 'var mfe_cs;'.repeat(200),
      'remoteEntry.js.br': brotli,
      'assets/logo.1a2b3c4d.svg': '<svg/>',
    });
    const archive = zipDist(dist, 'cs');
    expect(archive.manifest).toEqual(manifest);
    expect(archive.fileCount).toBe(4);
    const entries = unzipSync(archive.zip);
    expect(Object.keys(entries).sort()).toEqual(['assets/logo.1a2b3c4d.svg', 'release.json', 'remoteEntry.js', 'remoteEntry.js.br']);
    expect(JSON.parse(new TextDecoder().decode(entries['release.json']))).toEqual(manifest);
    expect(new TextDecoder().decode(entries['remoteEntry.js'])).toBe('var mfe_cs;'.repeat(200));
    expect(entries['remoteEntry.js.br']).toEqual(brotli);
    // Text is deflated: the archive is smaller than the repeated source.
    expect(archive.zip.byteLength).toBeLessThan(2200);
    // The same dist gives the same bytes.
    expect(zipDist(dist, 'cs').zip).toEqual(archive.zip);
  });

  it('refuses a dist that is not a production build, or is another remote', () => {
    const noManifest = makeDist({ 'remoteEntry.js': 'x' });
    expect(() => zipDist(noManifest, 'cs')).toThrow(`${noManifest} has no release.json: build it first (pnpm build mfe-cs)`);
    const other = makeDist({ 'release.json': JSON.stringify({ ...manifest, remote: 'hub' }) });
    expect(() => zipDist(other, 'cs')).toThrow('is a build of hub, not cs');
  });

  it('lists nested files sorted', () => {
    expect(listFiles(makeDist({ 'b.js': '', 'a/z.js': '', 'a/b/c.js': '' }))).toEqual(['a/b/c.js', 'a/z.js', 'b.js']);
  });
});
