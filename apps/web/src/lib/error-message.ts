import { ApiRequestError } from './api-client.ts';

/**
 * What the server (or the client, for a network failure or a time-out) said about a failed
 * request, in Portuguese: the rule it refused on ("A câmara Túnel não pode entrar neste
 * sistema: …"), "Verifique os campos destacados." for field errors (shown on the fields), a
 * conflict's message. Null for anything that is not an API failure (docs/decisions/064).
 */
export function readErrorMessage(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const message = error.message.trim();
  return message.length > 0 ? message : null;
}
