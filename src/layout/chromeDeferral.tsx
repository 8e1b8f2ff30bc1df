// The page before the shell around it (docs/performance.md "The page before its shell"): on the
// layout's first pass only the page (and its title and breadcrumb, into which the page renders its
// title) is drawn, with the app bar and the side menu as empty boxes of their final size;
// their content follows in a transition once that pass has been painted. On a cold list the first pass
// is the one with the rows (src/App.tsx, preloadFirstScreen), and the app bar's buttons, the menu's
// entries and the tabs were as long to render as the rows themselves. The boxes keep the page where it
// will stay, so nothing moves when the shell fills in. The tab bar renders with the page: deferred, it
// missed a page's tab once in tests/e2e/shell.test.ts under load.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { afterPaint, revealInTransition } from './afterPaint';

const ChromeContext = createContext(true);

/** True once the shell's content may render; true outside the signed-in layout. */
export const useChromeReady = () => useContext(ChromeContext);

/** Renders `children` once the shell's content may render, else `placeholder` (nothing by default). */
export const Chrome = ({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) =>
  <>{useChromeReady() ? children : placeholder}</>;

/** How long other updates may hold the transition off (counted from the first paint) before the shell renders at once. */
export const CHROME_AT_LATEST_MS = 1000;

/** Provides the shell's state to the layout: false on its first pass, true after it has been painted. */
export const ChromeProvider = ({ children }: { children: ReactNode }) => {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelAtLatest = () => {};
    const cancel = afterPaint(() => (cancelAtLatest = revealInTransition(setReady, CHROME_AT_LATEST_MS)));
    return () => {
      cancel();
      cancelAtLatest();
    };
  }, []);
  return <ChromeContext.Provider value={ready}>{children}</ChromeContext.Provider>;
};
