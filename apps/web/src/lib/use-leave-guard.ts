import { useEffect, useRef } from 'react';
import { useBlocker, useLocation, type Blocker } from 'react-router';

/**
 * Issue 11, item 7: while `shouldAsk()` says so, leaving the page asks first. A move to another
 * screen (a link, the browser's back or forward) is held by React Router's blocker, which the
 * caller answers (proceed or reset); closing or reloading the tab gets the browser's own
 * question (`beforeunload`). `shouldAsk` is read at the moment of leaving.
 *
 * Only a move away from the guarded page asks. Once the question is answered and the router
 * has moved on, the page stays mounted until React renders the next screen; a browser's back
 * pressed in that moment (back to this very page) must not be held by the page being left,
 * which would undo the back and strand the user on the other screen.
 */
export function useLeaveGuard(shouldAsk: () => boolean): Blocker {
  const { pathname } = useLocation();
  const shouldAskRef = useRef(shouldAsk);
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    shouldAskRef.current = shouldAsk;
    pathnameRef.current = pathname;
  });
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname === pathnameRef.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      shouldAskRef.current(),
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
