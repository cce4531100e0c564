/**
 * The HTTP boundary for web tests: `fetch` answered from per-route queues (`'POST /path'`), the
 * last answer of a queue repeating, unknown routes a JSON 404. An answer may be a function of the
 * request (to answer by query), or a promise (to hold the answer back). Every request is recorded,
 * with its query and any form body (its headers through `headersOf`). A `raw` answer (a media
 * file) is sent as it is.
 */
import { vi } from 'vitest';

export interface Answer {
  status: number;
  body?: unknown;
  /** A non-JSON body (a media file), sent with `headers`. */
  raw?: string | Blob;
  headers?: Record<string, string>;
  /** Reject like fetch does when the network is down. */
  networkError?: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  /** The query string's values, when the URL has any. */
  query?: Record<string, string>;
  /** A multipart body. */
  form?: FormData;
}

export type AnswerOrHandler = Answer | ((request: RecordedRequest) => Answer | Promise<Answer>);

export function fakeServer() {
  const routes: Record<string, AnswerOrHandler[]> = {};
  const requests: RecordedRequest[] = [];
  // Kept beside the requests, so tests comparing whole recorded requests need not list headers.
  const headers = new WeakMap<RecordedRequest, Record<string, string>>();

  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const [path, search = ''] = String(input).split('?') as [string, string?];
    const raw = typeof init.body === 'string' ? init.body : undefined;
    const request: RecordedRequest = {
      method,
      path,
      body: raw ? (JSON.parse(raw) as unknown) : undefined,
      ...(search ? { query: Object.fromEntries(new URLSearchParams(search)) } : {}),
      ...(init.body instanceof FormData ? { form: init.body } : {}),
    };
    requests.push(request);
    headers.set(request, Object.fromEntries(new Headers(init.headers).entries()));
    const queue = routes[`${method} ${path}`] ?? [{ status: 404, body: { detail: 'Not found.' } }];
    const next = queue.length > 1 ? queue.shift()! : queue[0]!;
    const answer = typeof next === 'function' ? await next(request) : next;
    if (answer.networkError) throw new TypeError('Failed to fetch');
    if (answer.raw !== undefined) {
      return new Response(answer.raw, { status: answer.status, headers: answer.headers ?? {} });
    }
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { ...(answer.body === undefined ? {} : { 'content-type': 'application/json' }), ...answer.headers },
    });
  });

  return {
    fetch,
    requests,
    /** Queue answers for `'METHOD /path'`. */
    on(route: string, ...answers: AnswerOrHandler[]) {
      routes[route] = answers;
    },
    /** A recorded request's headers, names in lower case. */
    headersOf(request: RecordedRequest): Record<string, string> {
      return headers.get(request) ?? {};
    },
    calls(route: string) {
      const [method, path] = route.split(' ');
      return requests.filter((request) => request.method === method && request.path === path);
    },
  };
}

export const USER = {
  pk: 7,
  id: 7,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  isSuperuser: false,
};

export const SESSION = { access: 'a', refresh: 'r', user: USER };
