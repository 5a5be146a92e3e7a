/** Content types of a remote build's files (stored with each file; the file route sends them). */
import path from 'node:path';

const types: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/** `.br` and `.gz` siblings (tools/mf/compress.ts) keep the type of the file they compress. */
export const compressedSuffix = /\.(br|gz)$/;

export function contentTypeOf(filePath: string): string {
  return types[path.extname(filePath.replace(compressedSuffix, '')).toLowerCase()] ?? 'application/octet-stream';
}
