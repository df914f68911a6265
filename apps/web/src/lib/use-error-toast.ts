import { useEffect } from 'react';
import { showErrorNotification } from './notifications.ts';

/** Shows a §8 toast once per failure of a query (`errorUpdatedAt` changes on each failure). */
export function useErrorToast(
  query: { isError: boolean; error: unknown; errorUpdatedAt: number },
  message: string,
): void {
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) showErrorNotification(message, error);
  }, [isError, error, errorUpdatedAt, message]);
}
