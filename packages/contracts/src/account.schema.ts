import { singleLineText } from './primitives.ts';
import { z } from './zod.ts';

/**
 * Accounts of the embedded identity provider, as `npm run users` takes them (docs/decisions,
 * "Accounts of the embedded identity provider"). Messages are pt-BR.
 */

/** `sales` signs in and works on their own projects; `editor` also sees every project and manages texts. */
export const ACCOUNT_ROLES = ['sales', 'editor'] as const;
export const AccountRoleSchema = z.enum(ACCOUNT_ROLES, {
  error: 'Papel inválido: use sales (vendas) ou editor.',
});
export type AccountRole = z.infer<typeof AccountRoleSchema>;

/** Passwords: at least this many characters, no composition rules (NIST SP 800-63B). */
export const ACCOUNT_PASSWORD_MIN_LENGTH = 10;
export const ACCOUNT_PASSWORD_MAX_LENGTH = 256;

/** The e-mail an account signs in with: trimmed and lower-cased (unique without regard to case). */
export const AccountEmailSchema = z
  .string({ error: 'Informe o e-mail.' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'E-mail longo demais (máximo 254 caracteres).' })
  .pipe(z.email({ error: 'E-mail inválido.' }));

export const AccountNameSchema = singleLineText('Informe o nome.')
  .min(1, { error: 'Informe o nome.' })
  .max(200, { error: 'Nome longo demais (máximo 200 caracteres).' });

export const AccountPasswordSchema = z
  .string({ error: 'Informe a senha.' })
  .min(ACCOUNT_PASSWORD_MIN_LENGTH, {
    error: `Senha fraca: use pelo menos ${ACCOUNT_PASSWORD_MIN_LENGTH} caracteres.`,
  })
  .max(ACCOUNT_PASSWORD_MAX_LENGTH, {
    error: `Senha longa demais (máximo ${ACCOUNT_PASSWORD_MAX_LENGTH} caracteres).`,
  })
  .refine((value) => new Set(value).size >= 4, {
    error: 'Senha fraca: use pelo menos 4 caracteres diferentes.',
  });

/** A new account: the password must not be the e-mail or the name. */
export const NewAccountSchema = z
  .object({
    email: AccountEmailSchema,
    name: AccountNameSchema,
    role: AccountRoleSchema,
    password: AccountPasswordSchema,
  })
  .refine(
    (account) => {
      const password = account.password.trim().toLowerCase();
      return (
        password !== account.email &&
        password !== account.email.split('@')[0] &&
        password !== account.name.toLowerCase()
      );
    },
    { error: 'Senha fraca: não use o e-mail nem o nome como senha.', path: ['password'] },
  );
export type NewAccount = z.infer<typeof NewAccountSchema>;
