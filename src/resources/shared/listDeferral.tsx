// A list's rows before its tools (docs/performance.md "Lists beside a baseline"): the shared List
// (./List.tsx) first renders the title, the table and the column chooser, and only once the first rows
// have been painted the filter form, the saved views, the toolbar's other buttons and the pagination.
// Rendered in the same pass as the rows, they held the rows back about as long as the rows themselves.
// They render in a transition: React draws them in slices between which the page still answers a
// click or a key (in one pass they were a 100-170 ms task right after the first paint, what Lighthouse
// counts as blocking). Any other update restarts a transition, so a plain update follows after
// TOOLS_AT_LATEST_MS: the tools show by then whatever else keeps the page busy.
import {
  createContext, useContext, useEffect, useState, type ReactNode,
} from 'react';
import { useListContext } from 'react-admin';
import { afterPaint, revealInTransition } from '../../layout/afterPaint';

/** Whether a list's tools may render; true outside the shared List (and in any other list). */
const ToolsContext = createContext(true);

/** True once the list's first rows are on the screen (or it settled without any): its tools may render. */
export const useListTools = () => useContext(ToolsContext);

/** Renders `children` only once the list's tools may render. */
export const ListTool = ({ children }: { children: ReactNode }) => (useListTools() ? <>{children}</> : null);

/**
 * Inside the list (its context): calls `onSettled` once after the first answer (rows, none or an error)
 * has been painted.
 */
export const SettledSignal = ({ onSettled }: { onSettled: () => void }) => {
  const { isPending } = useListContext();
  useEffect(() => (isPending ? undefined : afterPaint(onSettled)), [isPending, onSettled]);
  return null;
};

/**
 * The tools' state of one list mount: false until `settle` (SettledSignal's callback), then true for
 * good (a later page or filter keeps the tools).
 */
export function useToolsState(): [boolean, () => void] {
  const [shown, setShown] = useState(false);
  const [settle] = useState(() => () => void revealInTransition(setShown, TOOLS_AT_LATEST_MS));
  return [shown, settle];
}

/** How long the transition may be held off by other updates before the tools render at once. */
export const TOOLS_AT_LATEST_MS = 1000;

export const ToolsProvider = ToolsContext.Provider;
