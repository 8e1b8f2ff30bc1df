// A list's rows before its tools (docs/performance.md "Lists beside a baseline"): the shared List
// (./List.tsx) first renders the title, the table and the column chooser, and only once the first rows
// have been painted the filter form, the saved views, the toolbar's other buttons and the pagination.
// Rendered in the same pass as the rows, they held the rows back about as long as the rows themselves.
// (Not in a transition: one that any other update restarts could keep the tools away for seconds.)
import {
  createContext, useContext, useEffect, useState, type ReactNode,
} from 'react';
import { useListContext } from 'react-admin';

/** Whether a list's tools may render; true outside the shared List (and in any other list). */
const ToolsContext = createContext(true);

/** True once the list's first rows are on the screen (or it settled without any): its tools may render. */
export const useListTools = () => useContext(ToolsContext);

/** Renders `children` only once the list's tools may render. */
export const ListTool = ({ children }: { children: ReactNode }) => (useListTools() ? <>{children}</> : null);

/** After the next paint: a frame, then a task (a frame callback alone still runs before that paint). */
function afterPaint(run: () => void): () => void {
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
  const [settle] = useState(() => () => setShown(true));
  return [shown, settle];
}

export const ToolsProvider = ToolsContext.Provider;
