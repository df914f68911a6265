import {
  AccountEmailSchema,
  AccountRoleSchema,
  NewAccountSchema,
  toSingleLine,
  type AccountRole,
  type z,
} from '@camara-fria/contracts';
import type { Database } from '../../db/client.ts';
import {
  deleteProviderStateOf,
  findIdpAccountByEmail,
  insertIdpAccount,
  listIdpAccounts,
  updateIdpAccount,
  type IdpAccountRow,
} from '../../oidc/idp-accounts.repository.ts';
import { hashPassword } from '../../oidc/password-hash.ts';

/**
 * The accounts of the embedded identity provider, as `npm run users` manages them (the CLI and
 * the tests call these). Every refusal is an AccountCommandError with a pt-BR message.
 */

export class AccountCommandError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.name = 'AccountCommandError';
    this.problems = problems;
  }
}

export type AccountView = {
  id: string;
  email: string;
  name: string;
  role: AccountRole;
  isDisabled: boolean;
  createdAt: Date;
  updatedAt: Date;
};

function toView(row: IdpAccountRow): AccountView {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: AccountRoleSchema.parse(row.role),
    isDisabled: row.disabledAt !== null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function problemsOf(error: z.ZodError): string[] {
  return error.issues.map((issue) => issue.message);
}

function parseEmail(email: string): string {
  const parsed = AccountEmailSchema.safeParse(email);
  if (!parsed.success) throw new AccountCommandError(problemsOf(parsed.error));
  return parsed.data;
}

async function requireAccount(db: Database, email: string): Promise<IdpAccountRow> {
  const normalized = parseEmail(email);
  const row = await findIdpAccountByEmail(db, normalized);
  if (!row) throw new AccountCommandError([`Nenhuma conta com o e-mail ${normalized}.`]);
  return row;
}

/** Adds an account (e-mail, name, role, password); refuses a taken e-mail or a weak password. */
export async function addAccount(
  db: Database,
  input: { email: string; name: string; role: string; password: string },
): Promise<AccountView> {
  const parsed = NewAccountSchema.safeParse(input);
  if (!parsed.success) throw new AccountCommandError(problemsOf(parsed.error));
  const { email, name, role, password } = parsed.data;
  const row = await insertIdpAccount(db, {
    email,
    name,
    role,
    passwordHash: await hashPassword(password),
  });
  if (!row) throw new AccountCommandError([`Já existe uma conta com o e-mail ${email}.`]);
  return toView(row);
}

export async function listAccounts(db: Database): Promise<AccountView[]> {
  return (await listIdpAccounts(db)).map(toView);
}

/** Disables (or enables again) an account; disabling also ends its sessions and refresh tokens. */
export async function setAccountDisabled(
  db: Database,
  email: string,
  isDisabled: boolean,
): Promise<AccountView> {
  const row = await requireAccount(db, email);
  const updated = await updateIdpAccount(db, row.email, {
    disabledAt: isDisabled ? (row.disabledAt ?? new Date()) : null,
  });
  if (isDisabled) await deleteProviderStateOf(db, row.id);
  return toView(updated ?? row);
}

/** Sets a new password (the same rules as on creation) and ends the account's sessions. */
export async function resetAccountPassword(
  db: Database,
  email: string,
  password: string,
): Promise<AccountView> {
  const row = await requireAccount(db, email);
  // The password rules compare it with the name: a name stored before names refused control
  // and direction characters (decision 045) is compared as one line, so its password still resets.
  const name = toSingleLine(row.name) || row.email;
  const parsed = NewAccountSchema.safeParse({ ...row, name, password });
  if (!parsed.success) throw new AccountCommandError(problemsOf(parsed.error));
  const updated = await updateIdpAccount(db, row.email, {
    passwordHash: await hashPassword(parsed.data.password),
    passwordChangedAt: new Date(),
  });
  await deleteProviderStateOf(db, row.id);
  return toView(updated ?? row);
}

/** Changes the role; tokens issued from now on carry it (a refresh at the latest in 5 minutes). */
export async function setAccountRole(
  db: Database,
  email: string,
  role: string,
): Promise<AccountView> {
  const parsedRole = AccountRoleSchema.safeParse(role);
  if (!parsedRole.success) throw new AccountCommandError(problemsOf(parsedRole.error));
  const row = await requireAccount(db, email);
  const updated = await updateIdpAccount(db, row.email, { role: parsedRole.data });
  return toView(updated ?? row);
}
