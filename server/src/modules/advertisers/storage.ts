/**
 * File storage adapter (DESIGN.md §4): local disk by default (DATA_DIR/files). An S3-compatible
 * adapter implements the same interface when @aws-sdk/client-s3 is added and FILE_STORAGE=s3
 * (not built yet: the interface is the seam).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface FileStorage {
  readonly name: string;
  /** Stores bytes and returns the key to read them back. */
  put(bytes: Buffer, extension: string): Promise<string>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

export function localDiskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    // Keys are generated here; anything else is refused so a stored key can never escape root.
    if (!SAFE_KEY.test(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(root, key);
  };
  return {
    name: 'local',
    async put(bytes, extension) {
      await fs.mkdir(root, { recursive: true });
      const key = `${randomUUID()}.${extension}`;
      await fs.writeFile(fileOf(key), bytes, { flag: 'wx' });
      return key;
    },
    get: (key) => fs.readFile(fileOf(key)),
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}

/** In-memory storage for tests and the ':memory:' data dir. */
export function memoryStorage(): FileStorage {
  const files = new Map<string, Buffer>();
  return {
    name: 'memory',
    async put(bytes, extension) {
      const key = `${randomUUID()}.${extension}`;
      files.set(key, Buffer.from(bytes));
      return key;
    },
    async get(key) {
      const bytes = files.get(key);
      if (!bytes) throw Object.assign(new Error('not found'), { code: 'ENOENT' });
      return bytes;
    },
    async remove(key) {
      files.delete(key);
    },
  };
}

export function storageFor(dataDir: string): FileStorage {
  return dataDir === ':memory:' ? memoryStorage() : localDiskStorage(path.join(dataDir, 'files'));
}
