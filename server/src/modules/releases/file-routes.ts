/**
 * GET /remotes/<key>/<version>/<path>: a published release's files from the storage adapter, so
 * every instance serves the same bytes and old chunks stay reachable for open pages. The cache rules
 * are the site's (entry files revalidate, hashed names are immutable); a stored `.br` / `.gz` sibling
 * is sent when the browser accepts it. The version is part of the path: the bytes behind an ETag of
 * version and encoding never change. `/remotes/<key>/<file>` (no version: the local dist, for dev)
 * stays the site's static route: a version segment must look like one to reach this route. Only the
 * file types a remote loads are served (files.ts `servedExtensionOf`), each with its content type and
 * `nosniff`; an SVG with a script-free policy, as an attachment.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { remoteKeys } from '@nurly/contracts';
import { guards } from '../../access/policy';
import { messages } from '../../lib/errors';
import { isReleaseKey, isStorageObjectNotFound, type FileStorage, type StoredStream } from '../../lib/storage';
import { cacheHeaders } from '../site';
import { contentTypeOf, servedExtensionOf, SVG_HEADERS } from './files';

/** find-my-way regexp parameter: only a semver-looking segment is a version (else the dev static route answers). */
const versionParam = ':version(^\\d+\\.\\d+\\.\\d+[-+0-9A-Za-z.]*$)';

function acceptedEncodings(header: string | undefined): ('br' | 'gz')[] {
  const accepted = (header ?? '').toLowerCase();
  const out: ('br' | 'gz')[] = [];
  if (/\bbr\b/.test(accepted)) out.push('br');
  if (/\bgzip\b/.test(accepted)) out.push('gz');
  return out;
}

async function openFirst(
  storage: FileStorage,
  key: string,
  encodings: ('br' | 'gz')[],
): Promise<{ file: StoredStream; encoding: 'br' | 'gz' | null } | null> {
  for (const encoding of [...encodings, null]) {
    try {
      return { file: await storage.open(encoding ? `${key}.${encoding}` : key), encoding };
    } catch (error) {
      if (!isStorageObjectNotFound(error)) throw error;
    }
  }
  return null;
}

const notFoundReply = (reply: FastifyReply) => reply.status(404).send({ message: messages.routeNotFound, code: 'NOT_FOUND' });

const releaseFileRoutes: FastifyPluginAsync<{ storage: FileStorage }> = async (app, { storage }) => {
  for (const remote of remoteKeys) {
    app.get<{ Params: { version: string; '*': string } }>(`/remotes/${remote}/${versionParam}/*`, {
      config: { access: guards.public },
      schema: { hide: true },
      handler: async (request, reply) => {
        const { version, '*': filePath } = request.params;
        const key = `releases/${remote}/${version}/${filePath}`;
        // Only the original names are addressable (the .br/.gz siblings are chosen by Accept-Encoding),
        // and only of the types a remote loads (files.ts): an .html or any other file is a 404.
        const extension = servedExtensionOf(filePath);
        if (!isReleaseKey(key) || !extension) return notFoundReply(reply);
        const encodings = acceptedEncodings(request.headers['accept-encoding']);
        const etag = (encoding: string | null) => `"${version}-${encoding ?? 'identity'}"`;
        const found = await openFirst(storage, key, encodings);
        if (!found) return notFoundReply(reply);
        cacheHeaders(reply, filePath);
        reply.header('content-type', contentTypeOf(filePath)).header('x-content-type-options', 'nosniff').header('vary', 'accept-encoding');
        reply.header('etag', etag(found.encoding));
        if (found.encoding) reply.header('content-encoding', found.encoding === 'gz' ? 'gzip' : 'br');
        if (extension === '.svg') reply.headers(SVG_HEADERS);
        if (request.headers['if-none-match'] === etag(found.encoding)) {
          found.file.stream.destroy();
          return reply.status(304).send();
        }
        if (found.file.size !== null) reply.header('content-length', found.file.size);
        return reply.send(found.file.stream);
      },
    });
  }
};

export default releaseFileRoutes;
