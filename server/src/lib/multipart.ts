/**
 * Reading a multipart upload (a route registers @fastify/multipart with its own limits): the first
 * `file` part and the text fields. Other file parts are drained, not kept; busboy's limits and
 * errors become the uploader's 4xx with the route's Korean messages.
 */
import type { Multipart } from '@fastify/multipart';
import { AppError, badRequest } from './errors';

export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
}

export interface MultipartMessages {
  /** 413 FILE_TOO_LARGE: the file passed the route's `fileSize` limit. */
  fileTooLarge: string;
  /** 400 when the `files` limit is passed; without it, that is a malformed body too. */
  oneFileOnly?: string;
  /** 400 MALFORMED_MULTIPART: no boundary, a boundary the body never uses, a truncated body. */
  malformed: string;
}

export async function readMultipartFile(
  parts: AsyncIterableIterator<Multipart>,
  messages: MultipartMessages,
  /** The form field of the file (other file fields are drained). */
  fieldName = 'file',
): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== fieldName || file) {
          await part.toBuffer();
          continue;
        }
        file = { bytes: await part.toBuffer(), fileName: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, messages.fileTooLarge, 'FILE_TOO_LARGE', fieldName);
    if (code === 'FST_FILES_LIMIT' && messages.oneFileOnly) throw badRequest(messages.oneFileOnly, fieldName);
    throw badRequest(messages.malformed, fieldName, 'MALFORMED_MULTIPART');
  }
  return { fields, file };
}
