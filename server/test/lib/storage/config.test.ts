/** The `storage` config section (lib/storage/config.ts) and the adapter it chooses (createStorage). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig } from '../../../src/config';
import { createStorage } from '../../../src/lib/storage';
import { s3ClientConfig } from '../../../src/lib/storage/s3';

const s3Env = { FILE_STORAGE: 's3', S3_BUCKET: 'nurly-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-example' };

test('defaults: local storage, Seoul region, the shared upload quota; DATA_DIR=:memory: gives memory', async () => {
  const config = loadConfig({});
  assert.equal(config.storage.driver, 'local');
  assert.equal(config.storage.s3.region, 'ap-northeast-2');
  assert.equal(config.storage.s3.bucket, null);
  assert.equal(config.storage.s3.forcePathStyle, false);
  assert.equal(config.storage.uploadQuotaFiles, 30);
  assert.equal(config.storage.uploadQuotaBytes, 100 * 1024 * 1024);
  assert.equal(config.uploads.imageMaxBytes, 5 * 1024 * 1024);
  assert.equal((await createStorage(config)).name, 'local');
  assert.equal((await createStorage(loadConfig({ DATA_DIR: ':memory:' }))).name, 'memory');
});

test('FILE_STORAGE=s3 reads the S3_* variables and chooses the S3 adapter', async () => {
  const config = loadConfig({ ...s3Env, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'us-east-1', UPLOAD_QUOTA_FILES: '7' });
  assert.deepEqual(config.storage.s3, {
    endpoint: 'http://127.0.0.1:9000',
    region: 'us-east-1',
    bucket: 'nurly-files',
    accessKeyId: 'AKIAEXAMPLE',
    secretAccessKey: 'secret-example',
    // A custom endpoint defaults to path-style addressing (self-hosted servers rarely have bucket DNS).
    forcePathStyle: true,
  });
  assert.equal(config.storage.uploadQuotaFiles, 7);
  const storage = await createStorage(config);
  assert.equal(storage.name, 's3');
  await storage.close?.();

  const client = s3ClientConfig(config.storage.s3);
  assert.equal(client.endpoint, 'http://127.0.0.1:9000');
  assert.equal(client.forcePathStyle, true);
  assert.equal(client.requestChecksumCalculation, 'WHEN_REQUIRED', 'third-party endpoints get checksums only where required');
  assert.deepEqual(client.credentials, { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example' });

  assert.equal(loadConfig({ ...s3Env, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'false' }).storage.s3.forcePathStyle, false);
  const aws = s3ClientConfig(loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'nurly-files' }).storage.s3);
  assert.equal(aws.endpoint, undefined);
  assert.equal(aws.credentials, undefined, "no keys: the SDK's own chain (instance role)");
  assert.equal(aws.requestChecksumCalculation, undefined, 'Amazon S3 keeps the default checksums');
});

test('FILE_STORAGE=s3 without a bucket stops the start with a clear message', () => {
  assert.throws(() => loadConfig({ FILE_STORAGE: 's3' }), /FILE_STORAGE=s3 needs S3_BUCKET/);
  assert.throws(
    () => loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'nurly-files', S3_ACCESS_KEY_ID: 'only-the-id' }),
    /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
  );
  // A bucket without FILE_STORAGE=s3 is simply unused.
  assert.equal(loadConfig({ S3_BUCKET: 'nurly-files' }).storage.driver, 'local');
});

test('bad values name their variable', () => {
  assert.throws(() => loadConfig({ FILE_STORAGE: 'ftp' }), /storage\.driver \(FILE_STORAGE\): must be one of local, s3/);
  assert.throws(() => loadConfig({ ...s3Env, S3_ENDPOINT: 'minio:9000' }), /S3_ENDPOINT/);
  assert.throws(() => loadConfig({ ...s3Env, S3_BUCKET: 'Not A Bucket' }), /S3_BUCKET/);
  assert.throws(() => loadConfig({ UPLOAD_IMAGE_MAX_BYTES: '10' }), /UPLOAD_IMAGE_MAX_BYTES/);
  // Secrets are never echoed in the message.
  assert.throws(
    () => loadConfig({ ...s3Env, S3_ENDPOINT: 'ftp://secret-host' }),
    (error: Error) => !error.message.includes('secret-host'),
  );
});
