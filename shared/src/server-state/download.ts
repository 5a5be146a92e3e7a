/**
 * Server exports of a list: the list's own query plus `format=csv|xlsx`, fetched through the shared
 * client (bearer token, the 401 rule) as a blob and saved under the server's file name.
 */
import { apiClient } from '../api/client';
import { ApiError, toApiError } from '../api/errors';

export type ExportFormat = 'csv' | 'xlsx';

/** The file name of a `Content-Disposition` header: RFC 5987 `filename*=UTF-8''…` first, then `filename="…"`. */
export function filenameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  return plain ? (plain[2] ?? plain[1]).trim() : null;
}

/** The list params without paging: an export holds every row matching the filters. */
export function exportParams(params: Record<string, unknown>, format: ExportFormat): Record<string, unknown> {
  const { page: _page, page_size: _pageSize, ...rest } = params;
  return { ...rest, format };
}

async function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** A failed blob request carries the server's JSON error as a blob: read its message back. */
async function readBlobError(error: unknown): Promise<ApiError> {
  const apiError = toApiError(error);
  if (!(apiError.data instanceof Blob)) return apiError;
  try {
    const body = JSON.parse(await blobText(apiError.data)) as { message?: unknown; code?: unknown; field?: unknown };
    return new ApiError({
      status: apiError.status,
      message: typeof body.message === 'string' ? body.message : undefined,
      code: typeof body.code === 'string' ? body.code : apiError.code,
      field: typeof body.field === 'string' ? body.field : undefined,
      data: body,
      cause: error,
    });
  } catch {
    return apiError;
  }
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled (a synchronous revoke can cancel the download).
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads the export of a list; resolves to the saved file name, rejects with the server's ApiError. */
export async function downloadExport(
  path: string,
  params: Record<string, unknown>,
  format: ExportFormat,
  fallbackName = 'export',
): Promise<string> {
  let response;
  try {
    response = await apiClient.get<Blob>(path, { params: exportParams(params, format), responseType: 'blob' });
  } catch (failure) {
    throw await readBlobError(failure);
  }
  const disposition = response.headers['content-disposition'] as string | undefined;
  const filename = filenameFromDisposition(disposition) ?? `${fallbackName}.${format}`;
  saveBlob(response.data, filename);
  return filename;
}
