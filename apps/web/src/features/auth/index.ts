/**
 * The auth feature's public surface: what other features and the app's start-up may use
 * (docs/decisions/017-boundaries-enforced-by-lint.md). Everything else in features/auth is
 * internal to it.
 */
export { useIsEditor } from './hooks/use-is-editor.ts';
export { authApiSession } from './utils/api-session.ts';
