/// <reference types="vite/client" />

/** Short git hash of the build, or "sem-git" when the build ran outside a checkout (vite.config.ts). */
declare const __APP_COMMIT_HASH__: string;
/** ISO 8601 committer date of the build's commit, or "" when unknown (vite.config.ts). */
declare const __APP_COMMIT_DATE__: string;

interface ImportMetaEnv {
  /** Base address of the API; empty means the same origin (the default and the dev proxy). */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
