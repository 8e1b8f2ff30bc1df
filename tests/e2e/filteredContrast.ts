// Text contrast as the eye gets it through a filter on the root element (the colour-weak setting's
// invert(80%)), which axe does not apply: each visible text's colour and the first opaque
// background behind it, both passed through invert(p), must keep 4.5:1 (3:1 for large text).
import type { Page } from 'playwright-core';

/** In the page: the texts under the ratio, as "text: ratio". */
function lowContrastInPage(amount: number): string[] {
  const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
  const invert = (v: number) => amount * (255 - v) + (1 - amount) * v;
  const lum = ([r, g, b]: number[]) => {
    const ch = (v: number) => { const s = v / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
  };
  /** the colour shown where the element is: its own background over its ancestors', until opaque */
  const backgroundOf = (el: Element | null): number[] => {
    const layers: number[][] = [];
    for (let e = el; e; e = e.parentElement) {
      const [r, g, b, a = 1] = parse(getComputedStyle(e).backgroundColor);
      if (a > 0) layers.push([r, g, b, a]);
      if (a >= 1) break;
    }
    let colour = [255, 255, 255];
    for (const [r, g, b, a] of layers.reverse()) colour = [r * a + colour[0] * (1 - a), g * a + colour[1] * (1 - a), b * a + colour[2] * (1 - a)];
    return colour;
  };
  const low: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    const text = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '').join('').trim();
    if (!text || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    // off the screen until focused (the skip link): nothing to read there
    const box = el.getBoundingClientRect();
    if (box.bottom <= 0 || box.right <= 0 || box.left >= innerWidth) continue;
    if (el.closest('[aria-disabled="true"], :disabled, .Mui-disabled, [aria-hidden="true"]')) continue;
    const style = getComputedStyle(el);
    const [r, g, b, a = 1] = parse(style.color);
    const bg = backgroundOf(el);
    const fg = [r * a + bg[0] * (1 - a), g * a + bg[1] * (1 - a), b * a + bg[2] * (1 - a)];
    const [l1, l2] = [lum(fg.map(invert)), lum(bg.map(invert))].sort((x, y) => y - x);
    const ratio = (l1 + 0.05) / (l2 + 0.05);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    if (ratio < (large ? 3 : 4.5)) low.push(`${text.slice(0, 30)}: ${ratio.toFixed(2)}`);
  }
  return low;
}

/** Texts of the page under 4.5:1 (3:1 large) once the root's invert(amount) filter applies. */
export const lowContrastThroughInvert = (page: Page, amount: number): Promise<string[]> =>
  page.evaluate(`(() => { const __name = (f) => f; return (${lowContrastInPage.toString()})(${amount}); })()`) as Promise<string[]>;
