/**
 * S3 storage (FILE_STORAGE=s3): Amazon S3 or any S3-compatible endpoint (MinIO, Ceph, R2, NCP
 * Object Storage…) through @aws-sdk/client-s3. The content type travels with the object
 * (`Content-Type`), so a bucket read directly still serves it right.
 */
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type GetObjectCommandOutput,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from './config';
import { assertStorageKey, newStorageKey, StorageObjectNotFound, type FileStorage } from './types';

/** The SDK's config for our settings (exported so a test can check the translation without a server). */
export function s3ClientConfig(config: S3StorageConfig): S3ClientConfig {
  return {
    region: config.region,
    ...(config.endpoint && { endpoint: config.endpoint }),
    forcePathStyle: config.forcePathStyle,
    // Both or neither (config.ts refuses half a pair); neither = the SDK's chain (instance role, AWS_* variables).
    ...(config.accessKeyId &&
      config.secretAccessKey && { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }),
    // Third-party S3 servers often reject the SDK's default CRC trailers (aws-chunked bodies);
    // on another endpoint send checksums only where the API requires them.
    ...(config.endpoint && { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }),
    maxAttempts: 3,
    // A hung storage must not hold a request (or the upload lock) forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  };
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

function bodyStream(output: GetObjectCommandOutput): Readable {
  const body = output.Body;
  // In Node the SDK's body is an http.IncomingMessage (a Readable) with helper methods mixed in.
  if (body instanceof Readable) return body;
  if (body && typeof (body as { transformToWebStream?: unknown }).transformToWebStream === 'function') {
    return Readable.fromWeb((body as { transformToWebStream(): ReadableStream }).transformToWebStream() as never);
  }
  throw new Error('S3 answered without a body');
}

export function s3Storage(config: S3StorageConfig, client: S3Client = new S3Client(s3ClientConfig(config))): FileStorage {
  if (!config.bucket) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET');
  const bucket: string = config.bucket;

  async function getObject(key: string): Promise<GetObjectCommandOutput> {
    assertStorageKey(key);
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    } catch (error) {
      throw isMissing(error) ? new StorageObjectNotFound(key) : error;
    }
  }

  return {
    name: 's3',
    async put(bytes, { extension, contentType }) {
      const key = newStorageKey(extension);
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }),
      );
      return key;
    },
    async putAt(key, bytes, contentType) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }),
      );
    },
    async get(key) {
      const output = await getObject(key);
      const bytes = Buffer.from(await output.Body!.transformToByteArray());
      return { bytes, contentType: output.ContentType ?? 'application/octet-stream' };
    },
    async open(key) {
      const output = await getObject(key);
      return {
        stream: bodyStream(output),
        contentType: output.ContentType ?? 'application/octet-stream',
        size: output.ContentLength ?? null,
      };
    },
    async remove(key) {
      assertStorageKey(key);
      // S3 answers a delete of a missing key with 204: removal is idempotent as the interface says.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async close() {
      client.destroy();
    },
  };
}
