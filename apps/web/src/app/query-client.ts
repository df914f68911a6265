import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../lib/api-client.ts';

function checkShouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx will not change by asking again; network errors and 5xx get one more try.
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: checkShouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
