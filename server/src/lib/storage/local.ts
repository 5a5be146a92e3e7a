/** Local disk storage (the default): one file per key under DATA_DIR/files. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, contentTypeOfKey, extensionMatches, newStorageKey, StorageObjectNotFound, type FileStorage } from './types';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

export function localDiskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };
  return {
    name: 'local',
    async put(bytes, { extension, contentType }) {
      // The key's extension is the only place a file on disk keeps its type: it must agree.
      if (!extensionMatches(extension, contentType)) throw new Error(`extension ${extension} does not match ${contentType}`);
      await fs.mkdir(root, { recursive: true });
      const key = newStorageKey(extension);
      await fs.writeFile(fileOf(key), bytes, { flag: 'wx' });
      return key;
    },
    async putAt(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
    },
    async get(key) {
      try {
        return { bytes: await fs.readFile(fileOf(key)), contentType: contentTypeOfKey(key) };
      } catch (error) {
        throw isMissing(error) ? new StorageObjectNotFound(key) : error;
      }
    },
    async open(key) {
      let handle: fs.FileHandle;
      try {
        // Opened before answering, so a missing file is an error here rather than mid-response.
        handle = await fs.open(fileOf(key), 'r');
      } catch (error) {
        throw isMissing(error) ? new StorageObjectNotFound(key) : error;
      }
      try {
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), contentType: contentTypeOfKey(key), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
