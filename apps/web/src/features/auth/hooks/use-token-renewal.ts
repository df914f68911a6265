import { useEffect, useSyncExternalStore } from 'react';
import { readAccessToken, subscribeToAuthState } from '../utils/auth-storage.ts';
import { computeRenewalDelay, renewTokens } from '../utils/token-renewal.ts';

/** setTimeout holds at most a signed 32-bit delay (about 24.8 days). */
const MAX_TIMER_DELAY_MS = 2_147_483_647;

/**
 * Keeps the session alive: schedules the refresh-token grant about a minute before the access
 * token expires (at once when it is already that close), and again whenever tokens change.
 */
export function useTokenRenewal(): void {
  const accessToken = useSyncExternalStore(subscribeToAuthState, readAccessToken, () => null);
  useEffect(() => {
    if (!accessToken) return;
    const delay = computeRenewalDelay(Date.now());
    if (delay === null) return;
    const timer = window.setTimeout(
      () => {
        void renewTokens();
      },
      Math.min(delay, MAX_TIMER_DELAY_MS),
    );
    return () => window.clearTimeout(timer);
  }, [accessToken]);
}
