// The tooltip of a button that opens a menu, a drawer or a popover. MUI opens a
// tooltip on focus and on hover, and a closing menu gives focus back to its
// button (still :focus-visible after a choice by keyboard) while the page under
// the pointer changes, so the tooltip came up again and stayed over the page
// after the choice was made. Here it is shut while the menu is open; the focus
// given back does not reopen it (until the button is left), nor does anything in
// the moment the menu closes. Hovering the button afterwards shows it as before.
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';

/** How long after the menu closes the tooltip stays shut, whatever asks (ms): the focus and pointer events of the closing. */
const SETTLE_MS = 600;

export interface MenuTooltip {
  /** for the Tooltip: controlled */
  tooltip: { open: boolean; onOpen: (event: SyntheticEvent) => void; onClose: () => void };
  /** for the button: leaving it (the menu closed) ends the quiet after a menu */
  onBlur: () => void;
}

export function useMenuTooltip(menuOpen: boolean): MenuTooltip {
  const [hint, setHint] = useState(false);
  const quiet = useRef(false);
  const closedAt = useRef(0);
  const opened = useRef(menuOpen);
  opened.current = menuOpen;
  useEffect(() => {
    if (!menuOpen) return undefined;
    setHint(false);
    quiet.current = true;
    return () => { closedAt.current = Date.now(); };
  }, [menuOpen]);
  const shut = (event: SyntheticEvent) => Date.now() - closedAt.current < SETTLE_MS || (quiet.current && event.type === 'focus');
  return {
    tooltip: {
      open: hint && !menuOpen,
      onOpen: (event) => { if (!shut(event)) setHint(true); },
      onClose: () => setHint(false),
    },
    // not the blur of the menu taking focus as it opens, which may come after the effect above
    onBlur: () => { if (!opened.current) quiet.current = false; },
  };
}
