// Work held back until what React just committed is on the screen: the list's tools
// (src/resources/shared/listDeferral.tsx) and the shell around the page (./chromeDeferral.tsx).
import { startTransition } from 'react';

/** After the next paint: a frame, then a task (a frame callback alone still runs before that paint). */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => (timer = setTimeout(run, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Sets `show(true)` in a transition, so React draws what it reveals in slices; and plainly after
 * `atLatestMs`, since any other update restarts a transition. Returns the cancel of the latter.
 */
export function revealInTransition(show: (value: boolean) => void, atLatestMs: number): () => void {
  startTransition(() => show(true));
  // the same value once the transition has committed: React then does nothing
  const atLatest = setTimeout(() => show(true), atLatestMs);
  return () => clearTimeout(atLatest);
}
