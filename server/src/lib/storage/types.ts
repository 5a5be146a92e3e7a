/**
 * The file storage seam (docs/decisions/architecture.md#server): modules store bytes through `app.storage` and keep only the
 * key it returns. Keys are generated here, never taken from a client, and every adapter refuses a
 * key of another shape, so a stored key can never name something outside the storage.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface PutOptions {
  /** File extension of the sniffed type (`png`), part of the generated key. */
  extension: string;
  /** MIME type kept with the object (S3 `Content-Type`; the memory map; local: the key's extension). */
  contentType: string;
}

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

export interface StoredStream {
  stream: Readable;
  contentType: string;
  /** Bytes in the object, when the storage knows it up front. */
  size: number | null;
}

export interface FileStorage {
  readonly name: 'local' | 'memory' | 's3';
  /** Stores bytes under a new generated key and returns the key. */
  put(bytes: Buffer, options: PutOptions): Promise<string>;
  /**
   * Stores bytes under a named key the server builds (a release file: `releases/<remote>/<version>/<path>`,
   * see releaseFileKey); overwrites. The type is kept where the adapter can (S3, memory).
   */
  putAt(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The whole object; a missing key rejects with StorageObjectNotFound. */
  get(key: string): Promise<StoredObject>;
  /** The object as a stream (for responses); a missing key rejects with StorageObjectNotFound before any byte is read. */
  open(key: string): Promise<StoredStream>;
  /** Deletes the object; a missing key is not an error (removal is idempotent). */
  remove(key: string): Promise<void>;
  /** Releases connections (the S3 client's sockets) when the app closes. */
  close?(): Promise<void>;
}

/** The one error every adapter raises for a key that holds nothing (`code` ENOENT, like the file system's). */
export class StorageObjectNotFound extends Error {
  readonly code = 'ENOENT';
  constructor(readonly key: string) {
    super(`storage object ${key} not found`);
    this.name = 'StorageObjectNotFound';
  }
}

export const isStorageObjectNotFound = (error: unknown): error is StorageObjectNotFound => error instanceof StorageObjectNotFound;

const SAFE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5}$/;
const SAFE_EXTENSION = /^[a-z0-9]{1,5}$/;

/** A fresh random key `<uuid>.<extension>`. */
export function newStorageKey(extension: string): string {
  if (!SAFE_EXTENSION.test(extension)) throw new Error(`invalid storage extension ${JSON.stringify(extension)}`);
  return `${randomUUID()}.${extension}`;
}

/** A path segment of a release file: letters, digits and `._+@-`, never starting with a dot (no `..`). */
const RELEASE_SEGMENT = /^[A-Za-z0-9_+@-][A-Za-z0-9._+@-]{0,127}$/;
const RELEASE_VERSION = /^[0-9]+\.[0-9]+\.[0-9]+([-+][0-9A-Za-z.-]+)?$/;

/** Whether `key` is a release file's key: `releases/<remote>/<version>/<path>` of safe segments. */
export function isReleaseKey(key: string): boolean {
  const parts = key.split('/');
  if (key.length > 512 || parts.length < 4 || parts[0] !== 'releases') return false;
  if (!/^[a-z][a-z0-9-]{0,31}$/.test(parts[1]) || !RELEASE_VERSION.test(parts[2])) return false;
  return parts.slice(3).every((part) => RELEASE_SEGMENT.test(part));
}

/** The key of one file of a release; throws for a path that cannot be one (check paths with isReleaseKey first). */
export function releaseFileKey(remote: string, version: string, filePath: string): string {
  const key = `releases/${remote}/${version}/${filePath}`;
  if (!isReleaseKey(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
  return key;
}

/**
 * Throws unless `key` has the shape newStorageKey makes, or is a release file's key (defence in
 * depth: keys come from our own rows and routes).
 */
export function assertStorageKey(key: string): void {
  if (!SAFE_KEY.test(key) && !isReleaseKey(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
}

/** Types of the extensions the upload sniffer produces: the local adapter's key carries its type this way. */
const contentTypeByExtension: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  pdf: 'application/pdf',
};

export function contentTypeOfKey(key: string): string {
  return contentTypeByExtension[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

export function extensionMatches(extension: string, contentType: string): boolean {
  const known = contentTypeByExtension[extension];
  return known === undefined || known === contentType;
}
