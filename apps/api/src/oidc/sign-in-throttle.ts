import type { SignInThrottleConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import {
  deleteFailures,
  deleteForgottenFailures,
  findLatestBlock,
  incrementFailures,
  updateBlockedUntil,
} from './sign-in-failures.repository.ts';

export type Clock = () => Date;

type Policy = { slowdownAfter: number; lockAfter: number };

/** Brakes on guessing passwords at the embedded provider's sign-in form. */
export type SignInThrottle = {
  /** Until when the user or the address may not try again; null when they may. */
  findBlock: (username: string, address: string) => Promise<Date | null>;
  /** Counts a wrong password for both; answers the block it brings, if any. */
  recordFailure: (username: string, address: string) => Promise<Date | null>;
  /** A right password forgets the user's failures (never the address's). */
  recordSuccess: (username: string) => Promise<void>;
};

const userSubject = (username: string) => `user:${username.trim().toLowerCase().slice(0, 200)}`;
const addressSubject = (address: string) => `address:${address}`;
const PURGE_INTERVAL_MS = 3600_000;

/**
 * How long a subject waits after its n-th failure in a row: nothing before `slowdownAfter`, then
 * 1 s, 2 s, 4 s, ... (never longer than the lock), and the whole lock from `lockAfter`.
 */
export function computeBlockSeconds(failures: number, policy: Policy, lockSeconds: number): number {
  if (failures >= policy.lockAfter) return lockSeconds;
  if (failures < policy.slowdownAfter) return 0;
  return Math.min(2 ** (failures - policy.slowdownAfter), lockSeconds);
}

/**
 * Failure counters in the database (table sign_in_failures), shared by every API process and
 * kept across restarts. Failures are forgotten once `lockSeconds` pass without a new one, so a
 * lock ends by itself: nobody is locked out for good by someone else's guesses.
 */
export function createSignInThrottle(
  db: Database,
  config: SignInThrottleConfig,
  clock: Clock = () => new Date(),
): SignInThrottle {
  let lastPurgeMs = 0;

  async function purge(now: Date): Promise<void> {
    if (now.getTime() - lastPurgeMs < PURGE_INTERVAL_MS) return;
    lastPurgeMs = now.getTime();
    const forgetBefore = new Date(now.getTime() - config.lockSeconds * 1000);
    await deleteForgottenFailures(db, forgetBefore, now);
  }

  async function countFailure(subject: string, policy: Policy, now: Date): Promise<Date | null> {
    const forgetBefore = new Date(now.getTime() - config.lockSeconds * 1000);
    const failures = await incrementFailures(db, subject, now, forgetBefore);
    const seconds = computeBlockSeconds(failures, policy, config.lockSeconds);
    if (seconds === 0) return null;
    const blockedUntil = new Date(now.getTime() + seconds * 1000);
    await updateBlockedUntil(db, subject, blockedUntil);
    return blockedUntil;
  }

  return {
    async findBlock(username, address) {
      const now = clock();
      return findLatestBlock(db, [userSubject(username), addressSubject(address)], now);
    },
    async recordFailure(username, address) {
      const now = clock();
      await purge(now);
      const blocks = await Promise.all([
        countFailure(userSubject(username), config.user, now),
        countFailure(addressSubject(address), config.address, now),
      ]);
      const times = blocks.filter((block): block is Date => block !== null);
      return times.length ? new Date(Math.max(...times.map((time) => time.getTime()))) : null;
    },
    async recordSuccess(username) {
      await deleteFailures(db, userSubject(username));
    },
  };
}
