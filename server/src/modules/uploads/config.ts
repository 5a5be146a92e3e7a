/** The `uploads` section of the app config (src/config.ts): the size cap of one mission image. */
import { Type, type Static } from 'typebox';
import { DEFAULT_MISSION_IMAGE_MAX_BYTES } from '@nurly/contracts';
import { intFrom, type Env } from '../../lib/env';

export const UploadsConfigSchema = Type.Object({
  /** Largest image POST admin/s3/upload accepts, in bytes (UPLOAD_IMAGE_MAX_BYTES); larger is a 413. */
  imageMaxBytes: Type.Integer({ minimum: 1024, maximum: 50 * 1024 * 1024, env: 'UPLOAD_IMAGE_MAX_BYTES' }),
});
export type UploadsConfig = Static<typeof UploadsConfigSchema>;

export function uploadsConfigFrom(env: Env = process.env): UploadsConfig {
  return { imageMaxBytes: intFrom(env, 'UPLOAD_IMAGE_MAX_BYTES', DEFAULT_MISSION_IMAGE_MAX_BYTES) };
}
