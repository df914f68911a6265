/** The names of this computer's loopback interface that browsers open (docs/decisions/064). */
const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

export function isLoopbackHostname(hostname: string): boolean {
  return (LOOPBACK_HOSTNAMES as readonly string[]).includes(hostname.toLowerCase());
}

/** An address's origin (`http://host:port`, lower case, no default port), or null. */
export function toOrigin(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Every origin the web app may be opened at (docs/decisions/064): PUBLIC_URL's first, then
 * EMBEDDED_IDP_EXTRA_ORIGINS, and for each of them on a loopback name (`localhost`,
 * `127.0.0.1`, `[::1]`) the other two loopback names on the same scheme and port.
 */
export function listAppOrigins(publicUrl: string, extraOrigins: readonly string[]): string[] {
  const configured = [publicUrl, ...extraOrigins]
    .map(toOrigin)
    .filter((origin): origin is string => origin !== null);
  const origins = new Set<string>();
  for (const origin of configured) {
    origins.add(origin);
    const url = new URL(origin);
    if (!isLoopbackHostname(url.hostname)) continue;
    for (const hostname of LOOPBACK_HOSTNAMES) {
      origins.add(`${url.protocol}//${hostname}${url.port ? `:${url.port}` : ''}`);
    }
  }
  return [...origins];
}

/** The origin a request was made to, from its scheme and Host, or null when it has none. */
export function readRequestOrigin(protocol: string, host: string | undefined): string | null {
  if (!host) return null;
  return toOrigin(`${protocol}://${host}`);
}

/**
 * Where to send a browser that asked at `requestOrigin`: there when the app may be opened
 * there, else the first of `appOrigins` (PUBLIC_URL's).
 */
export function chooseAppOrigin(
  requestOrigin: string | null,
  appOrigins: readonly string[],
): string {
  if (requestOrigin && appOrigins.includes(requestOrigin)) return requestOrigin;
  const [publicOrigin] = appOrigins;
  if (!publicOrigin) throw new Error('no application origin configured');
  return publicOrigin;
}
