import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Screens load their code on demand (lazy routes): on a busy 2-core machine the first render of a
// chunk can take more than testing-library's default second, so findBy*/waitFor wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks what Mantine reads on mount.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
// ...and what ProseMirror (the rich-text editor) measures to scroll the selection into view.
Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();
document.elementFromPoint = () => null;

// As main.tsx does: the API client reads the session the auth feature keeps. Imported here, at
// test time, so that a test file's vi.mock of their dependencies applies to them too.
beforeEach(async () => {
  const [{ connectApiSession }, { authApiSession }] = await Promise.all([
    import('../lib/api-client.ts'),
    import('../features/auth/index.ts'),
  ]);
  connectApiSession(authApiSession);
});

afterEach(() => {
  cleanup();
  notifications.clean(); // the toast store outlives the rendered tree
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
