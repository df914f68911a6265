import { useRef, useState } from 'react';

/** What happened on a stand-in before the real component's code arrived. */
export type StandInIntent = 'none' | 'focus' | 'open';

/**
 * A look-alike that stands in for a lazily loaded component (docs/decisions/038-first-screen-bundle.md):
 * pointing at or focusing it loads the real one; once loaded, `intent` says whether the real one
 * should take the focus or open for a press that came first (null while the stand-in shows).
 * Spread `handlers` on the stand-in.
 */
export function useStandIn(preload: () => Promise<unknown>) {
  const [intent, setIntent] = useState<StandInIntent | null>(null);
  const hasFocus = useRef(false);
  const wantsOpen = useRef(false);

  function load() {
    preload().then(
      () => setIntent(wantsOpen.current ? 'open' : hasFocus.current ? 'focus' : 'none'),
      () => undefined,
    );
  }

  const handlers = {
    onPointerEnter: load,
    onFocus: () => {
      hasFocus.current = true;
      load();
    },
    onBlur: () => {
      hasFocus.current = false;
    },
    onClick: () => {
      wantsOpen.current = true;
      load();
    },
  };
  return { intent, handlers };
}
