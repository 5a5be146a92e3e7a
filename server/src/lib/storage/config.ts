/**
 * The `storage` section of the app config (src/config.ts): where uploaded files live, and the
 * per-account upload quota that every module storing files shares (the uploads module's quota.ts).
 */
import { Type, type Static } from 'typebox';
import { boolFrom, intFrom, stringFrom, type Env } from '../env';

const nullable = <T extends ReturnType<typeof Type.String>>(schema: T, env: string) => Type.Union([schema, Type.Null()], { env });

export const S3StorageConfigSchema = Type.Object({
  /** Another S3-compatible server (`https://kr.object.ncloudstorage.com`); null = Amazon S3 of the region. */
  endpoint: nullable(Type.String({ pattern: '^https?://' }), 'S3_ENDPOINT'),
  region: Type.String({ minLength: 1, env: 'S3_REGION' }),
  /** Required with FILE_STORAGE=s3 (assertStorageConfig). */
  bucket: nullable(Type.String({ minLength: 3, maxLength: 63, pattern: '^[a-z0-9][a-z0-9.-]+[a-z0-9]$' }), 'S3_BUCKET'),
  /** Both or neither; neither = the SDK's own chain (instance role, AWS_* variables). */
  accessKeyId: nullable(Type.String({ minLength: 1 }), 'S3_ACCESS_KEY_ID'),
  secretAccessKey: nullable(Type.String({ minLength: 1 }), 'S3_SECRET_ACCESS_KEY'),
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: most self-hosted servers need it. */
  forcePathStyle: Type.Boolean({ env: 'S3_FORCE_PATH_STYLE' }),
});
export type S3StorageConfig = Static<typeof S3StorageConfigSchema>;

export const StorageConfigSchema = Type.Object({
  /** `local` = DATA_DIR/files (memory when DATA_DIR=:memory:); `s3` = the bucket below. */
  driver: Type.Union([Type.Literal('local'), Type.Literal('s3')], { env: 'FILE_STORAGE' }),
  s3: S3StorageConfigSchema,
  /**
   * `local` only: DATA_DIR/files is one folder every instance mounts (NFS or the like). Production on
   * PostgreSQL (several instances) refuses local storage without it (src/config.ts).
   */
  localShared: Type.Boolean({ env: 'FILE_STORAGE_SHARED' }),
  /** Files one account may upload per 24 hours, all kinds together (UPLOAD_QUOTA_FILES). */
  uploadQuotaFiles: Type.Integer({ minimum: 1, env: 'UPLOAD_QUOTA_FILES' }),
  /** Bytes one account may upload per 24 hours, all kinds together (UPLOAD_QUOTA_BYTES). */
  uploadQuotaBytes: Type.Integer({ minimum: 1, env: 'UPLOAD_QUOTA_BYTES' }),
});
export type StorageConfig = Static<typeof StorageConfigSchema>;

export function storageConfigFrom(env: Env = process.env): StorageConfig {
  const endpoint = stringFrom(env, 'S3_ENDPOINT');
  return {
    driver: (env.FILE_STORAGE?.trim().toLowerCase() || 'local') as StorageConfig['driver'],
    s3: {
      endpoint,
      region: stringFrom(env, 'S3_REGION') ?? 'ap-northeast-2',
      bucket: stringFrom(env, 'S3_BUCKET'),
      accessKeyId: stringFrom(env, 'S3_ACCESS_KEY_ID'),
      secretAccessKey: stringFrom(env, 'S3_SECRET_ACCESS_KEY'),
      // Self-hosted servers rarely have wildcard DNS for virtual-hosted buckets: path style is their default.
      forcePathStyle: boolFrom(env, 'S3_FORCE_PATH_STYLE', endpoint !== null),
    },
    localShared: boolFrom(env, 'FILE_STORAGE_SHARED', false),
    uploadQuotaFiles: intFrom(env, 'UPLOAD_QUOTA_FILES', 30),
    uploadQuotaBytes: intFrom(env, 'UPLOAD_QUOTA_BYTES', 100 * 1024 * 1024),
  };
}

/** Settings that are valid one by one but not together; src/config.ts calls it after validation. */
export function assertStorageConfig(config: StorageConfig): void {
  if (config.driver !== 's3') return;
  if (!config.s3.bucket) {
    throw new Error('Invalid configuration: FILE_STORAGE=s3 needs S3_BUCKET (the bucket uploaded files are stored in).');
  }
  if (!config.s3.accessKeyId !== !config.s3.secretAccessKey) {
    throw new Error(
      'Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the SDK then finds credentials itself).',
    );
  }
}
