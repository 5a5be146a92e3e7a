/**
 * Pre-compressed copies of a production build: every JS, CSS, HTML, JSON and SVG file in the output
 * folder gets a `.br` (brotli, quality 11) and a `.gz` (gzip -9) sibling once webpack has written it,
 * so the server (server/src/modules/site, @fastify/static `preCompressed`) sends the smallest copy the
 * browser accepts without compressing per request. Written after emit rather than as webpack assets:
 * the federation manifest and the remote's route data are emitted late by other plugins, and
 * compressing what is on disk covers them all.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Compiler } from 'webpack';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing (images and fonts are compressed formats already). */
export const compressibleFile = /\.(js|mjs|css|html|json|svg|txt|map)$/i;

export async function writeCompressedCopies(file: string): Promise<void> {
  const body = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && compressibleFile.test(e.name)).map((e) => path.join(e.parentPath, e.name));
}

/** Compresses the whole output folder after each production emit (output.clean removed the old copies). */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('NurlyPrecompress', async (compilation) => {
      const outDir = compilation.outputOptions.path;
      if (!outDir) return;
      for (const file of await filesUnder(outDir)) await writeCompressedCopies(file);
    });
  }
}
