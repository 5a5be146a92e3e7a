/**
 * The storage adapter of the app (`app.storage`, decorated once in app.ts): chosen by the `storage`
 * config section. Modules import the interface from here, never an adapter.
 */
import path from 'node:path';
import type { StorageConfig } from './config';
import { localDiskStorage } from './local';
import { memoryStorage } from './memory';
import { s3Storage } from './s3';
import type { FileStorage } from './types';

export * from './types';
export { localDiskStorage } from './local';
export { memoryStorage } from './memory';
export { s3Storage } from './s3';

/** FILE_STORAGE=s3 → the bucket; local → DATA_DIR/files, or memory for a throwaway (':memory:') data dir. */
export function createStorage(config: { dataDir: string; storage: StorageConfig }): FileStorage {
  if (config.storage.driver === 's3') return s3Storage(config.storage.s3);
  return config.dataDir === ':memory:' ? memoryStorage() : localDiskStorage(path.join(config.dataDir, 'files'));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files live (lib/storage: local disk, memory or S3). */
    storage: FileStorage;
  }
}
