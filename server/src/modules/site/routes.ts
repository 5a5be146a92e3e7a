import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fastifyStatic from '@fastify/static';
import { HealthResponse, RemotesConfigSchema, type RemotesConfig } from '@nurly/contracts/schemas';
import { RELEASE_BUCKET_COOKIE, federationName, remoteKeys, variantRemotes, type RemoteKey } from '@nurly/contracts';
import { guards } from '../../access/policy';
import type { AppConfig } from '../../config';
import { messages } from '../../lib/errors';
import { variantOfHost } from '../../lib/variant';
import { errorResponses } from '../../lib/schemas';
import { liveEntryOf, versionFor, type LiveMap } from '../releases';

/**
 * Files that name other files (or describe a remote to the shell): always revalidated (ETag) so a
 * redeploy is picked up at once. `remote-routes.json` is a remote's build-time route data.
 */
const entryFiles = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'remote-routes.json']);
const hashedName = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp|map)$/i;
/** Pre-compressed siblings written by the build (tools/mf/compress.ts); the rules follow the original name. */
const compressedSuffix = /\.(br|gz)$/;

export function cacheHeaders(reply: { header(name: string, value: string): unknown }, filePath: string): void {
  const name = path.basename(filePath).replace(compressedSuffix, '');
  if (entryFiles.has(name)) reply.header('cache-control', 'no-cache');
  else if (hashedName.test(name)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'public, max-age=300');
}

/**
 * @fastify/static options shared by the host and remote folders: `preCompressed` picks `<file>.br`,
 * then `<file>.gz`, then the file itself by the request's Accept-Encoding, and adds
 * `Vary: Accept-Encoding`; ETag and Last-Modified come from the file sent, so each encoding
 * revalidates on its own.
 */
const staticOptions = { cacheControl: false, preCompressed: true, setHeaders: cacheHeaders } as const;

/**
 * The remotes of the request's deployment and where each one's manifest is: a NURLY_REMOTE_ENTRY_<KEY>
 * override, else the registry's release for this browser's bucket (`/remotes/<key>/<version>/`), else
 * the unversioned local dist (`/remotes/<key>/`: nothing published, e.g. dev servers and tests).
 */
export function remotesConfigFor(
  config: Pick<AppConfig, 'variantRules' | 'remoteEntries'>,
  hostHeader: string | undefined,
  live: LiveMap = new Map(),
  bucket = 0,
): RemotesConfig {
  const variant = variantOfHost(hostHeader, config.variantRules);
  return {
    variant,
    remotes: variantRemotes[variant].map((key: RemoteKey) => {
      const version = versionFor(liveEntryOf(live, variant, key), bucket);
      return {
        key,
        name: federationName(key),
        entry: config.remoteEntries[key] ?? (version ? `/remotes/${key}/${version}/mf-manifest.json` : `/remotes/${key}/mf-manifest.json`),
      };
    }),
  };
}

/** The browser's canary bucket (0–99) from its cookie; null when absent or not one. */
export function bucketOf(cookieHeader: string | undefined): number | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === RELEASE_BUCKET_COOKIE && /^\d{1,2}$/.test(value ?? '')) return Number(value);
  }
  return null;
}

const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/health', {
    config: { access: guards.public },
    schema: { tags: ['site'], summary: '상태 확인', response: { 200: HealthResponse, ...errorResponses } },
    handler: async () => {
      await app.siteRepo.ping();
      return { status: 'ok' as const };
    },
  });

  app.get('/remotes.json', {
    config: { access: guards.public },
    schema: { hide: true, response: { 200: RemotesConfigSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-cache').header('vary', 'host, cookie');
      let bucket = bucketOf(request.headers.cookie);
      if (bucket === null) {
        // Stable per browser: a canary share is the buckets below it. Secure over https: on the socket,
        // or X-Forwarded-Proto from a TRUST_PROXY peer (HAProxy sets it, deploy/haproxy.cfg).
        bucket = randomInt(100);
        const secure = request.protocol === 'https' ? '; Secure' : '';
        reply.header('set-cookie', `${RELEASE_BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure}`);
      }
      return remotesConfigFor(app.config, request.headers.host, await app.releaseRegistry.live(), bucket);
    },
  });

  // Built front ends: skipped silently when a dist folder is missing (tests run without builds).
  const hostDist = path.join(app.config.staticRoot, 'host-shell', 'dist');
  const hasHost = fs.existsSync(path.join(hostDist, 'index.html'));
  let decorated = false;
  if (hasHost) {
    await app.register(fastifyStatic, { ...staticOptions, root: hostDist, prefix: '/', wildcard: true, index: ['index.html'] });
    decorated = true;
  }
  for (const key of remoteKeys) {
    const remoteDist = path.join(app.config.staticRoot, `mfe-${key}`, 'dist');
    if (!fs.existsSync(remoteDist)) continue;
    await app.register(fastifyStatic, {
      root: remoteDist,
      prefix: `/remotes/${key}/`,
      decorateReply: !decorated,
      ...staticOptions,
    });
    decorated = true;
  }

  // SPA fallback: a browser navigation to a client route gets index.html; everything else a JSON 404.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const isAsset = url.startsWith('/api') || url.startsWith('/remotes');
    if (hasHost && (request.method === 'GET' || request.method === 'HEAD') && wantsHtml && !isAsset) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', hostDist);
    }
    return reply.status(404).send({ message: messages.routeNotFound, code: 'NOT_FOUND' });
  });
};

export default siteRoutes;
