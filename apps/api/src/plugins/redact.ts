/** Query parameters that carry secrets and never reach a log line. */
const SECRET_PARAMS = [
  'token',
  'code',
  'id_token_hint',
  'refresh_token',
  'code_verifier',
  'access_token',
  'state',
];

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of SECRET_PARAMS) if (params.has(name)) params.set(name, 'REDACTED');
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}
