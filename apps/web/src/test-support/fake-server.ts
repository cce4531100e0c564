/**
 * The HTTP boundary for web tests: `fetch` answered from per-route queues (`'POST /path'`), the
 * last answer of a queue repeating, unknown routes a JSON 404. Every request is recorded.
 */
import { vi } from 'vitest';

export interface Answer {
  status: number;
  body?: unknown;
  /** Reject like fetch does when the network is down. */
  networkError?: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

export function fakeServer() {
  const routes: Record<string, Answer[]> = {};
  const requests: RecordedRequest[] = [];

  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = String(input).split('?')[0]!;
    const raw = typeof init.body === 'string' ? init.body : undefined;
    requests.push({ method, path, body: raw ? (JSON.parse(raw) as unknown) : undefined });
    const queue = routes[`${method} ${path}`] ?? [{ status: 404, body: { detail: 'Not found.' } }];
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (answer.networkError) throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: answer.body === undefined ? {} : { 'content-type': 'application/json' },
    });
  });

  return {
    fetch,
    requests,
    /** Queue answers for `'METHOD /path'`. */
    on(route: string, ...answers: Answer[]) {
      routes[route] = answers;
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
