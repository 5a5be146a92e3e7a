import { Type, type Static } from 'typebox';
import { PRODUCT_REF_MAX_LENGTH, PRODUCT_REF_PATTERN } from '../values/uploads';

/** `product_id` of POST admin/s3/upload (a multipart field: the route checks it against this pattern). */
export const ProductRef = Type.String({ minLength: 1, maxLength: PRODUCT_REF_MAX_LENGTH, pattern: PRODUCT_REF_PATTERN });

/** The answer of POST admin/s3/upload: the stored image and where to read it back. */
export const MissionImage = Type.Object({
  id: Type.Integer(),
  /** GET address of the bytes (`/api/admin/s3/files/{id}`): owner and console staff only. */
  url: Type.String(),
  name: Type.String(),
  content_type: Type.String(),
  size: Type.Integer(),
  product_id: Type.String(),
});
export type MissionImage = Static<typeof MissionImage>;
