import crypto from 'node:crypto';
import type { Database } from '../db/client.ts';
import { findDemoAccount } from './demo-accounts.ts';
import {
  findIdpAccountByEmail,
  findIdpAccountById,
  type IdpAccountRow,
} from './idp-accounts.repository.ts';
import { decoyHash, verifyPassword } from './password-hash.ts';

/** Someone the embedded provider may issue tokens for: a demo user or an account of the database. */
export type ProviderAccount = {
  /** The tokens' `sub`: the demo user's name, or the account's id. */
  subject: string;
  username: string;
  email: string;
  name: string;
  roles: string[];
};

export type SignInOutcome =
  | { status: 'accepted'; account: ProviderAccount }
  | { status: 'rejected' }
  /** The password was right, but the account is disabled. */
  | { status: 'disabled' };

export type ProviderAccounts = {
  /** An account that may hold tokens now; undefined for an unknown, disabled or switched-off one. */
  findBySubject: (subject: string) => Promise<ProviderAccount | undefined>;
  /** Checks a sign-in: an e-mail (database account) or a demo user's name, and the password. */
  authenticate: (username: string, password: string) => Promise<SignInOutcome>;
};

/** The roles claim of an account's role: an editor is a salesperson too, as the demo editor. */
export function rolesOf(role: string): string[] {
  return role === 'editor' ? ['sales', 'editor'] : ['sales'];
}

function fromRow(row: IdpAccountRow): ProviderAccount {
  return {
    subject: row.id,
    username: row.email,
    email: row.email,
    name: row.name,
    roles: rolesOf(row.role),
  };
}

function isDemoPasswordCorrect(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * Who may sign in at the embedded provider: the accounts of the database (`npm run users`) and,
 * while DEMO_USERS is on, the three demo users. Every lookup reads the database, so disabling an
 * account ends its refresh tokens and sessions on their next use.
 */
export function createProviderAccounts(
  db: Database,
  demo: { enabled: boolean; password: string },
): ProviderAccounts {
  const findDemo = (name: string) => (demo.enabled ? findDemoAccount(name) : undefined);
  return {
    async findBySubject(subject) {
      const demoAccount = findDemo(subject);
      if (demoAccount) return { subject: demoAccount.username, ...demoAccount };
      const row = await findIdpAccountById(db, subject);
      return row && !row.disabledAt ? fromRow(row) : undefined;
    },
    async authenticate(username, password) {
      const demoAccount = findDemo(username);
      if (demoAccount) {
        return isDemoPasswordCorrect(password, demo.password)
          ? { status: 'accepted', account: { subject: demoAccount.username, ...demoAccount } }
          : { status: 'rejected' };
      }
      const email = username.trim();
      const row = email.includes('@') ? await findIdpAccountByEmail(db, email) : undefined;
      // An unknown e-mail costs a hash too: no telling accounts apart by the answer's time.
      const isCorrect = await verifyPassword(password, row?.passwordHash ?? (await decoyHash()));
      if (!row || !isCorrect) return { status: 'rejected' };
      if (row.disabledAt) return { status: 'disabled' };
      return { status: 'accepted', account: fromRow(row) };
    },
  };
}
