import { PRODUCT_NAME, PRODUCT_VERSION } from '@camara-fria/domain';
import { z } from 'zod';

/** The public (VITE_*) variables the web app accepts; everything else in import.meta.env is ignored. */
const PublicEnvSchema = z.object({
  VITE_API_BASE_URL: z
    .string()
    .regex(/^(https?:\/\/[^\s]+)?$/, {
      error: 'VITE_API_BASE_URL deve ser vazio ou um endereço http(s).',
    })
    .default(''),
});

function parsePublicEnv(): z.infer<typeof PublicEnvSchema> {
  const result = PublicEnvSchema.safeParse(import.meta.env);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Configuração inválida do app web:\n${issues.join('\n')}`);
  }
  return result.data;
}

const publicEnv = parsePublicEnv();

/** Parsed once at start-up. Build facts come from the `define` constants of vite.config.ts. */
export const env = {
  apiBaseUrl: publicEnv.VITE_API_BASE_URL.replace(/\/+$/, ''),
  /** Spec part 1 §7: API time-out is one hour. */
  apiTimeoutMs: 60 * 60 * 1000,
  productName: PRODUCT_NAME,
  appVersion: PRODUCT_VERSION,
  commitHash: typeof __APP_COMMIT_HASH__ === 'string' ? __APP_COMMIT_HASH__ : 'sem-git',
  commitDate: typeof __APP_COMMIT_DATE__ === 'string' ? __APP_COMMIT_DATE__ : '',
} as const;
