/** Advertiser (business registration) calls (docs/decisions/product.md#api-calls admin/advertisers*). */
import useSWR from 'swr';
import { apiClient } from '@nurly/shared';
import type {
  Advertiser,
  AdvertiserFileType,
  AdvertiserOfUser,
  AdvertiserInput,
  AdvertiserSaved,
  RegistrationUpload,
} from '@nurly/contracts/schemas';

export const advertiserKey = (userId: number) => ['admin/advertisers/user', userId] as const;

/** The account's business, or null when none is registered (a failed load counts as none, docs/decisions/product.md#states). */
export async function getAdvertiserOfUser(userId: number): Promise<Advertiser | null> {
  try {
    const { data } = await apiClient.get<AdvertiserOfUser>(`admin/advertisers/user/${userId}`);
    return data ?? null;
  } catch {
    return null;
  }
}

export function useAdvertiserOfUser(userId: number | null) {
  return useSWR<Advertiser | null>(userId ? advertiserKey(userId) : null, () => getAdvertiserOfUser(userId!));
}

export async function postAdvertiser(body: AdvertiserInput): Promise<AdvertiserSaved> {
  const { data } = await apiClient.post<AdvertiserSaved>('admin/advertisers', body);
  return data;
}

export async function putAdvertiser(id: number, body: AdvertiserInput): Promise<AdvertiserSaved> {
  const { data } = await apiClient.put<AdvertiserSaved>(`admin/advertisers/${id}`, body);
  return data;
}

/** Multipart upload (file, type, parse); the server checks the type by content. */
export async function postRegistrationFile(file: File, type: AdvertiserFileType, parse: boolean): Promise<RegistrationUpload> {
  const form = new FormData();
  form.append('type', type);
  form.append('parse', String(parse));
  form.append('file', file);
  const { data } = await apiClient.post<RegistrationUpload>('admin/advertisers/registration', form);
  return data;
}

export const BLOB_URL_LIFETIME_MS = 10_000;

/** Opens a stored file in a new tab; the blob URL is released after 10 s (docs/decisions/product.md#api-calls, docs/decisions/product.md#constants). */
export async function openAdvertiserFile(fileId: number): Promise<void> {
  const { data } = await apiClient.get<Blob>(`admin/advertisers/${fileId}/files`, { responseType: 'blob' });
  const url = URL.createObjectURL(data);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
}
