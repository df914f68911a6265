/**
 * Full-page navigations (to the identity provider, or a hard reset to /logout).
 * Kept in one tiny module so tests can replace it: jsdom cannot navigate.
 */
export function assignLocation(url: string): void {
  window.location.assign(url);
}

/** The app's own origin, e.g. "https://camarafria.example.com". */
export function readOrigin(): string {
  return window.location.origin;
}
