// Work held back until what React just committed is on the screen: the list's tools
// (src/resources/shared/listDeferral.tsx) and the shell around the page (./chromeDeferral.tsx).

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
