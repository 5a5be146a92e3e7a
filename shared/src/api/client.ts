/**
 * The one axios client (docs/decisions/product.md#api-calls): base '/api/', 10-minute timeout, bearer token from the
 * session store, qs-style query strings (queryString.ts), and the §4 401 rule.
 */
import axios, { AxiosHeaders, type AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { accessTokenAtom, clearSession, nurlyStore, refreshTokenAtom, setTokens } from '../auth/store';
import { toApiError } from './errors';
import { stringifyQuery } from './queryString';

export const REQUEST_TIMEOUT_MS = 10 * 60 * 1000;
/** A refreshed request is repeated only while the global 401 counter is under this (docs/decisions/product.md#constants). */
export const MAX_UNAUTHORIZED_EVENTS = 4;
export const LOGIN_PATH = '/login';

export const apiClient = axios.create({
  baseURL: '/api/',
  timeout: REQUEST_TIMEOUT_MS,
  paramsSerializer: { serialize: (params) => stringifyQuery(params, { skipNulls: true }) },
});

export interface ApiConfig {
  baseURL?: string;
}

export function configureApi({ baseURL }: ApiConfig): void {
  if (baseURL !== undefined) apiClient.defaults.baseURL = baseURL;
}

export type Navigator = (path: string) => void;
let navigate: Navigator = (path) => window.location.assign(path);

/** The host injects its router here so logout-on-401 navigates without a page reload. */
export function setNavigator(fn: Navigator): void {
  navigate = fn;
}

/** Per-request options of the 401 rule. */
declare module 'axios' {
  interface AxiosRequestConfig {
    /** Never refresh on 401 (the token, refresh and logout calls themselves). */
    skipAuthRefresh?: boolean;
    /** Send no bearer token (login and refresh must not carry a stale access token). */
    anonymous?: boolean;
  }
}

interface RetriableConfig extends InternalAxiosRequestConfig {
  _nurlyAuthenticated?: boolean;
}

// Global and never reset (docs/decisions/product.md#states): counts every 401 of an authenticated call.
let unauthorizedEvents = 0;
export function unauthorizedEventCount(): number {
  return unauthorizedEvents;
}

apiClient.interceptors.request.use((config: RetriableConfig) => {
  const token = nurlyStore.get(accessTokenAtom);
  const headers = AxiosHeaders.from(config.headers);
  if (token && !config.anonymous) {
    headers.set('Authorization', `Bearer ${token}`);
    config._nurlyAuthenticated = true;
  }
  config.headers = headers;
  return config;
});

// Concurrent 401s share one refresh call.
let refreshing: Promise<string> | null = null;

async function refreshAccessToken(): Promise<string> {
  const refresh = nurlyStore.get(refreshTokenAtom);
  if (!refresh) throw new Error('no refresh token');
  const { data } = await apiClient.post<{ access: string; refresh?: string }>(
    'token/refresh',
    { refresh },
    { skipAuthRefresh: true, anonymous: true },
  );
  // The server rotates the refresh token: the one sent is spent (sending it again ends the session),
  // so its successor is stored. (A server that answers only `access` keeps the one we have.)
  setTokens({ access: data.access, refresh: data.refresh ?? refresh });
  return data.access;
}

function logoutToLogin(): void {
  clearSession();
  navigate(LOGIN_PATH);
}

apiClient.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as RetriableConfig | undefined;
  if (error.response?.status !== 401 || !config || !config._nurlyAuthenticated || config.skipAuthRefresh) {
    throw toApiError(error);
  }
  unauthorizedEvents += 1;
  const eventNumber = unauthorizedEvents;
  let access: string;
  try {
    refreshing ??= refreshAccessToken().finally(() => {
      refreshing = null;
    });
    access = await refreshing;
  } catch (refreshError) {
    logoutToLogin();
    throw toApiError(refreshError);
  }
  if (eventNumber >= MAX_UNAUTHORIZED_EVENTS) {
    logoutToLogin();
    throw toApiError(error);
  }
  const headers = AxiosHeaders.from(config.headers);
  headers.set('Authorization', `Bearer ${access}`);
  return apiClient.request({ ...config, headers } as AxiosRequestConfig);
});

/** SWR fetcher: a key is a path (or [path, params]); resolves to the response body. */
export async function swrFetcher<T = unknown>(key: string | readonly [string, Record<string, unknown>?]): Promise<T> {
  const [url, params] = typeof key === 'string' ? [key, undefined] : key;
  const { data } = await apiClient.get<T>(url, { params });
  return data;
}
