/**
 * The storage adapter of the app (`app.storage`, decorated once in app.ts): chosen by the `storage`
 * config section. Modules import the interface from here, never an adapter.
 */
import path from 'node:path';
import type { StorageConfig } from './config';
import { localDiskStorage } from './local';
import { memoryStorage } from './memory';
import type { FileStorage } from './types';

export * from './types';
export { localDiskStorage } from './local';
export { memoryStorage } from './memory';

/**
 * FILE_STORAGE=s3 → the bucket; local → DATA_DIR/files, or memory for a throwaway (':memory:') data dir.
 * The S3 adapter (and the AWS SDK, about 0.3 s of CPU to load) is loaded only when it is chosen.
 */
export async function createStorage(config: { dataDir: string; storage: StorageConfig }): Promise<FileStorage> {
  if (config.storage.driver === 's3') {
    const { s3Storage } = await import('./s3');
    return s3Storage(config.storage.s3);
  }
  return config.dataDir === ':memory:' ? memoryStorage() : localDiskStorage(path.join(config.dataDir, 'files'));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files live (lib/storage: local disk, memory or S3). */
    storage: FileStorage;
  }
}
