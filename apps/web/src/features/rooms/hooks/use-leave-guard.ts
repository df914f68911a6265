import { useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * Issue 11, item 7: while `shouldAsk()` says so, leaving the page asks first. A move to another
 * screen (a link, the browser's back or forward) is held by React Router's blocker, which the
 * caller answers (proceed or reset); closing or reloading the tab gets the browser's own
 * question (`beforeunload`). `shouldAsk` is read at the moment of leaving.
 */
export function useLeaveGuard(shouldAsk: () => boolean): Blocker {
  const shouldAskRef = useRef(shouldAsk);
  useEffect(() => {
    shouldAskRef.current = shouldAsk;
  });
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && shouldAskRef.current(),
  );

  useEffect(() => {
    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (shouldAskRef.current()) event.preventDefault();
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return blocker;
}
