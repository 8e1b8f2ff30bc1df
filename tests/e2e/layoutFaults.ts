// What a person on a small screen would notice is wrong with the page as it is
// now, measured in the browser: the page scrolls sideways, something lies
// outside the window (not merely in a scroll box), text is squeezed into a
// column a character or two wide, an app bar action is pushed off or covered,
// or a control is covered by another so a tap lands on the wrong one.
// Each function runs inside the page (page.evaluate), so it is self-contained.
import type { Page } from 'playwright-core';

/** In the page: every fault of the layout, one line each (empty when none). */
function faultsInPage(): string[] {
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const faults: string[] = [];
  const name = (el: Element) => {
    const label = el.getAttribute('aria-label') ?? el.getAttribute('data-testid') ?? (el.textContent ?? '').trim().slice(0, 30);
    const cls = typeof el.className === 'string' ? el.className.split(/\s+/).find((c) => /^(Ra|Mui)[A-Za-z]+-root$/.test(c)) : undefined;
    return `<${el.tagName.toLowerCase()}${cls ? ` .${cls}` : ''}> "${label}"`;
  };
  const shown = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  /** the nearest ancestor that clips or scrolls sideways: what lies beyond it is its business, not the window's */
  const clipper = (el: Element): Element | null => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const { overflowX } = getComputedStyle(p);
      if (overflowX !== 'visible') return p;
    }
    return null;
  };

  const sideways = document.documentElement.scrollWidth - vw;
  if (sideways > 0) faults.push(`the page scrolls sideways by ${sideways}px`);

  const outside = new Set<Element>();
  for (const el of document.body.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || (r.left >= -1 && r.right <= vw + 1)) continue;
    if (!shown(el) || clipper(el) || (el.parentElement && outside.has(el.parentElement))) continue;
    outside.add(el);
    faults.push(`${name(el)} lies outside the window (x ${Math.round(r.left)}..${Math.round(r.right)} of ${vw})`);
  }

  // text laid out a character or two per line (a table column squeezed to nothing): its lines counted
  for (const el of document.body.querySelectorAll('*')) {
    const texts = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim().length >= 6);
    if (texts.length === 0 || !shown(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(texts[0]);
    const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    const chars = (texts[0].textContent ?? '').trim().length;
    if (lines >= 4 && chars / lines < 12) faults.push(`${name(el)} is squeezed to ${Math.round(el.getBoundingClientRect().width)}px wide (${lines} lines)`);
  }

  // every app bar action fully inside the window and the one a tap at its centre reaches
  const bar = document.querySelector('[data-testid="app-bar"]');
  for (const el of bar?.querySelectorAll('button, a[href]') ?? []) {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (r.left < 0 || r.right > vw || !hit || !el.contains(hit)) faults.push(`the app bar's ${name(el)} is clipped or covered (x ${Math.round(r.left)}..${Math.round(r.right)} of ${vw})`);
  }

  // every control reaches a tap at its centre, checked where the page scrolls it into the middle of the window
  const controls = [...document.querySelectorAll('#main-content :is(button, a[href], input, [role="button"], [role="checkbox"], [role="combobox"])')]
    .filter((el) => shown(el) && el.getBoundingClientRect().width > 0 && !el.closest('[aria-hidden="true"]'));
  const root = document.scrollingElement ?? document.documentElement;
  const maxScroll = root.scrollHeight - vh;
  const byScroll = new Map<number, Element[]>();
  for (const el of controls) {
    const r = el.getBoundingClientRect();
    // the scroll that centres it, in steps of half a window (so few scrolls cover the page), within the page
    const centre = Math.max(0, root.scrollTop + r.top + r.height / 2 - vh / 2);
    const at = centre >= maxScroll ? maxScroll : Math.min(maxScroll, Math.round(centre / (vh / 2)) * (vh / 2));
    byScroll.set(at, [...(byScroll.get(at) ?? []), el]);
  }
  const startScroll = root.scrollTop;
  /** the part of the element its clipping ancestors let show (none for a collapsed toolbar's buttons) */
  const showing = (el: Element) => {
    const r = el.getBoundingClientRect();
    let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      if (getComputedStyle(p).overflow === 'visible') continue;
      const c = p.getBoundingClientRect();
      [left, top, right, bottom] = [Math.max(left, c.left), Math.max(top, c.top), Math.min(right, c.right), Math.min(bottom, c.bottom)];
    }
    return right - left >= 1 && bottom - top >= 1 ? { x: (left + right) / 2, y: (top + bottom) / 2 } : null;
  };
  for (const [y, els] of byScroll) {
    root.scrollTop = y;
    for (const el of els) {
      // an input MUI hides under its own decoration (a switch's, a checkbox's) is reached through that
      const target = (el.tagName === 'INPUT' && getComputedStyle(el).opacity === '0') ? el.parentElement! : el;
      const r = target.getBoundingClientRect();
      const centre = showing(target);
      if (!centre || centre.y < 0 || centre.y > vh) continue;
      const hit = document.elementFromPoint(centre.x, centre.y);
      if (hit && !target.contains(hit) && !hit.contains(target)) faults.push(`${name(el)} is covered by ${name(hit)} (at y ${Math.round(r.top)} scrolled to ${root.scrollTop} of ${maxScroll})`);
    }
  }
  root.scrollTop = startScroll;
  return faults;
}

/**
 * The layout's faults on the page as it is now. Sent as source: a transpiler that keeps function
 * names (tsx, esbuild's keepNames) wraps inner functions in a `__name` helper the page lacks.
 */
export const layoutFaults = (page: Page): Promise<string[]> =>
  page.evaluate(`(() => { const __name = (f) => f; return (${faultsInPage.toString()})(); })()`) as Promise<string[]>;
