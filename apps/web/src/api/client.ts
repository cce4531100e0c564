/**
 * The typed API client (product.md §7.1). JSON bodies unless a form is given; a Bearer access
 * token when one is held (the web app itself authenticates with the server's httpOnly cookies);
 * error bodies reduce to their first non-empty field value, else 'Request Failed'; a no-content
 * or non-JSON answer is `{}`. A 401 first renews the session once, silently, and retries the
 * request once; only a 401 after that ends the session. Calls that need no session (`anonymous`)
 * take a 401 as an ordinary answer.
 */
import type { z } from 'zod';
import { firstErrorMessage } from '@memeforge/contract';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** A 403: the plan or role does not allow this (product.md §8.1). */
export class AccessDeniedError extends ApiError {
  override name = 'AccessDeniedError';
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  json?: unknown;
  form?: FormData;
  schema?: z.ZodType<T>;
  /** Extra request headers (an Idempotency-Key, say). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Sign-in, sign-up, reset, newsletter…: no session involved, so a 401 neither renews nor ends one. */
  anonymous?: boolean;
}

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  getAccessToken?: () => string | null;
  onUnauthorized?: () => void;
  /** Renews the session (true when it did); concurrent callers should share one renewal. */
  refreshSession?: () => Promise<boolean>;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return {};
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return {};
  const text = await response.text();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return {};
  }
}

export function buildUrl(baseUrl: string, path: string, query?: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

export function createApiClient(options: ApiClientOptions = {}) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const baseUrl = options.baseUrl ?? '';

  return async function request<T = unknown>(path: string, init: RequestOptions<T> = {}): Promise<T> {
    const headers = new Headers({ ...init.headers, Accept: 'application/json' });
    let body: BodyInit | undefined;
    if (init.form) {
      body = init.form;
    } else if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    }

    const send = () => {
      const token = options.getAccessToken?.();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      else headers.delete('Authorization');
      return doFetch(buildUrl(baseUrl, path, init.query), {
        method: init.method ?? (body ? 'POST' : 'GET'),
        headers,
        credentials: 'same-origin',
        ...(body !== undefined ? { body } : {}),
        ...(init.signal ? { signal: init.signal } : {}),
      });
    };

    let response = await send();
    // An expired access token: renew once and retry once before calling it a sign-out.
    if (response.status === 401 && !init.anonymous && options.refreshSession && (await options.refreshSession())) {
      response = await send();
    }
    const data = await readBody(response);

    if (!response.ok) {
      const message = firstErrorMessage(data);
      if (response.status === 401 && !init.anonymous) options.onUnauthorized?.();
      if (response.status === 403) throw new AccessDeniedError(message, 403, data);
      throw new ApiError(message, response.status, data);
    }
    return init.schema ? init.schema.parse(data) : (data as T);
  };
}

export type ApiRequest = ReturnType<typeof createApiClient>;
