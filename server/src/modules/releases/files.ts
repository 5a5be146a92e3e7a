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

/**
 * What `GET /remotes/<key>/<version>/…` serves: the file types a remote loads (code, styles, data,
 * source maps, fonts, images). Anything else of a release — its `index.html` (the standalone dev
 * page), text files, wasm — is a 404 there: none is ever a page on the product's origin.
 */
const served = new Set(['.js', '.mjs', '.css', '.json', '.map', '.woff2', '.woff', '.png', '.jpg', '.jpeg', '.webp', '.svg']);

/** The served file's extension (lower case), or null when the route does not serve it. */
export function servedExtensionOf(filePath: string): string | null {
  const extension = path.extname(filePath).toLowerCase();
  return served.has(extension) ? extension : null;
}

/**
 * An SVG is an image that can hold script: served with a policy that runs none and as an
 * attachment, so opened directly it is downloaded, never rendered as a document of our origin;
 * `<img>` and CSS `url()` ignore both and show it.
 */
export const SVG_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'content-disposition': 'attachment',
} as const;

export function contentTypeOf(filePath: string): string {
  return types[path.extname(filePath.replace(compressedSuffix, '')).toLowerCase()] ?? 'application/octet-stream';
}
