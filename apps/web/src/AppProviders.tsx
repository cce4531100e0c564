import type { ReactNode } from 'react';
import { HydrationBoundary, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { CACHE_LIFETIME_MS } from '@memeforge/contract';
import { ApiError } from './api';
import { Toaster } from './ui';

/** No retry on 401/403 (they will not change); other failures up to 3 tries (product.md §7.1). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404)) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: CACHE_LIFETIME_MS, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}

export function AppProviders({
  client,
  state,
  children,
}: {
  client: QueryClient;
  state: DehydratedState | null;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={state}>{children}</HydrationBoundary>
      <Toaster />
    </QueryClientProvider>
  );
}
