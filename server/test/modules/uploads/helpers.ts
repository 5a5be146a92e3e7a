/** Multipart requests and sample images for the uploads tests. */
import type { TestApp } from '../../helpers/app';

const tail = Buffer.alloc(48, 7);
export const images = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), tail]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), tail]),
  gif: Buffer.concat([Buffer.from('GIF89a'), tail]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), tail]),
};

export interface FilePart {
  bytes: Buffer;
  name?: string;
  /** What the client claims (the server ignores it and sniffs). */
  type?: string;
  field?: string;
}

export function multipart(fields: Record<string, string>, files: FilePart[]) {
  const boundary = 'uploadsboundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name ?? 'guide.png'}"\r\n` +
          `Content-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function uploadImage(t: TestApp, headers: Record<string, string>, options: { productId?: string | null; files?: FilePart[] } = {}) {
  const fields: Record<string, string> = options.productId === null ? {} : { product_id: options.productId ?? 'MID-8812345' };
  const body = multipart(fields, options.files ?? [{ bytes: images.png }]);
  return t.inject({ method: 'POST', url: '/api/admin/s3/upload', payload: body.payload, headers: { ...headers, ...body.headers } });
}
