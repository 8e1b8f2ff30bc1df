// The queue's keys: j/k move, a/r/h decide (r and h then take a reason on 1–9,
// or 0 to type one; a report case adds e to escalate and b to ban the account), s skip, o open the full page, ? the list of keys. Typing
// in a field, or with a modifier held, is left alone.
import { useEffect, useRef } from 'react';

export interface QueueKeyHandlers {
  move(delta: 1 | -1): void;
  decide(key: 'a' | 'r' | 'h' | 'e' | 'b'): void;
  /** a reason is being picked: its number (0 for typing one) */
  reason?(n: number): void;
  cancel(): void;
  skip(): void;
  openFull(): void;
  help(): void;
}

const typing = (target: EventTarget | null) => {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
};

export function useQueueKeys(handlers: QueueKeyHandlers, enabled: boolean): void {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') { ref.current.cancel(); return; }
      if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target) || e.repeat) return;
      const h = ref.current;
      if (h.reason && /^[0-9]$/.test(e.key)) { e.preventDefault(); h.reason(Number(e.key)); return; }
      const act: Record<string, () => void> = {
        j: () => h.move(1), k: () => h.move(-1), a: () => h.decide('a'), r: () => h.decide('r'), h: () => h.decide('h'), e: () => h.decide('e'), b: () => h.decide('b'),
        s: h.skip, o: h.openFull, '?': h.help,
      };
      if (!act[e.key]) return;
      e.preventDefault();
      act[e.key]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
