import axios from 'axios';

export const DEFAULT_ERROR_MESSAGE = '에러가 발생했습니다.';

/** Every failed call surfaces as one type carrying the server's message (docs/decisions/product.md#errors). */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly field?: string;
  readonly data?: unknown;

  constructor(init: { status: number; message?: string; code?: string; field?: string; data?: unknown; cause?: unknown }) {
    super(init.message || DEFAULT_ERROR_MESSAGE, { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.field = init.field;
    this.data = init.data;
  }
}

function stringField(body: unknown, key: string): string | undefined {
  if (body && typeof body === 'object' && key in body) {
    const value = (body as Record<string, unknown>)[key];
    return typeof value === 'string' && value ? value : undefined;
  }
  return undefined;
}

/** Normalises anything thrown by a call; status 0 means no response (network, timeout). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isAxiosError(error)) {
    const body = error.response?.data;
    return new ApiError({
      status: error.response?.status ?? 0,
      message: stringField(body, 'message'),
      code: stringField(body, 'code') ?? error.code,
      field: stringField(body, 'field'),
      data: body,
      cause: error,
    });
  }
  return new ApiError({ status: 0, cause: error });
}

/** The server's message of any error, or the default Korean message. */
export function errorMessage(error: unknown): string {
  return toApiError(error).message;
}
