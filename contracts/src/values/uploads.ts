/**
 * Mission images (docs/decisions/product.md#api-calls `admin/s3/upload`, docs/decisions/money-loop.md#prices): plain values shared by the browser and
 * the server (the schemas in ../schemas/uploads.ts are built from them).
 */
import { advertiserMessages } from './advertisers';

/** Image types a mission image may be, recognised by content (magic bytes), never by name. */
export const MISSION_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type MissionImageType = (typeof MISSION_IMAGE_TYPES)[number];

/** Default size cap of one image (the server's UPLOAD_IMAGE_MAX_BYTES may change it). */
export const DEFAULT_MISSION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** `product_id` of an upload: what the image is for (a product MID, a place id or an ad id). */
export const PRODUCT_REF_PATTERN = '^[A-Za-z0-9_-]{1,50}$';
export const PRODUCT_REF_MAX_LENGTH = 50;

/** "5MB", "512KB": a size limit as the messages show it. */
export function formatUploadLimit(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)}MB`;
  return `${Math.max(1, Math.floor(bytes / 1024))}KB`;
}

export const uploadMessages = {
  fileRequired: '이미지 파일을 선택해주세요.',
  fileType: 'PNG, JPEG, GIF, WEBP 이미지만 업로드할 수 있습니다.',
  fileTooLarge: (maxBytes: number) => `이미지 파일(file)은 ${formatUploadLimit(maxBytes)} 이하여야 합니다.`,
  oneFileOnly: '이미지는 한 번에 하나만 업로드할 수 있습니다.',
  malformedUpload: advertiserMessages.malformedUpload,
  productRefRequired: '상품 번호(product_id)를 입력해주세요.',
  productRefFormat: '상품 번호(product_id)는 영문, 숫자, -, _ 로 50자 이내여야 합니다.',
  guestRefused: '회원가입 후 이미지를 업로드할 수 있습니다.',
  /** One quota for every kind of upload (business documents and mission images alike). */
  uploadQuota: advertiserMessages.uploadQuota,
  imageNotFound: '이미지를 찾을 수 없습니다.',
  imageIdsNotFound: '선택한 이미지(image_ids) 중 찾을 수 없거나 사용할 수 없는 이미지가 있습니다.',
} as const;
