import { useEffect, useState } from 'react';

/** Whether a sideways scrolling element shows its start and its end, followed as it scrolls or resizes. */
export function useScrollEnds(element: HTMLElement | null): { atStart: boolean; atEnd: boolean } {
  const [ends, setEnds] = useState({ atStart: true, atEnd: true });
  useEffect(() => {
    if (!element) return undefined;
    const measure = () => {
      const atStart = element.scrollLeft <= 1;
      const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
      setEnds((was) => (was.atStart === atStart && was.atEnd === atEnd ? was : { atStart, atEnd }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    // (jsdom has no ResizeObserver: there nothing lays out, so nothing to follow)
    const resized = typeof ResizeObserver === 'undefined' ? { observe() {}, disconnect() {} } : new ResizeObserver(measure);
    resized.observe(element);
    // entries come and go (the server menu, a grant): the content's width changes without the box's
    for (const child of element.children) resized.observe(child);
    const changed = new MutationObserver(() => {
      for (const child of element.children) resized.observe(child);
      measure();
    });
    changed.observe(element, { childList: true });
    return () => {
      element.removeEventListener('scroll', measure);
      resized.disconnect();
      changed.disconnect();
    };
  }, [element]);
  return ends;
}
