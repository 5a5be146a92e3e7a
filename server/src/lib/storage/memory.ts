/** In-memory storage: tests and `DATA_DIR=:memory:` (a throwaway database gets throwaway files). */
import { Readable } from 'node:stream';
import { assertStorageKey, newStorageKey, StorageObjectNotFound, type FileStorage, type StoredObject } from './types';

export function memoryStorage(): FileStorage {
  const objects = new Map<string, StoredObject>();
  const find = (key: string) => {
    assertStorageKey(key);
    const found = objects.get(key);
    if (!found) throw new StorageObjectNotFound(key);
    return found;
  };
  return {
    name: 'memory',
    async put(bytes, { extension, contentType }) {
      const key = newStorageKey(extension);
      // A copy: the caller may reuse its buffer.
      objects.set(key, { bytes: Buffer.from(bytes), contentType });
      return key;
    },
    async putAt(key, bytes, contentType) {
      assertStorageKey(key);
      objects.set(key, { bytes: Buffer.from(bytes), contentType });
    },
    async get(key) {
      const { bytes, contentType } = find(key);
      return { bytes: Buffer.from(bytes), contentType };
    },
    async open(key) {
      const { bytes, contentType } = find(key);
      return { stream: Readable.from([Buffer.from(bytes)]), contentType, size: bytes.length };
    },
    async remove(key) {
      assertStorageKey(key);
      objects.delete(key);
    },
  };
}
