// The tabs survive a reload of the browser tab (sessionStorage 'tab-bar'), and
// belong to whoever was signed in: another staff member starts afresh.
import { normalize, WORKPLACE_TAB, type TabEntry } from './tabList';

export const TAB_BAR_KEY = 'tab-bar';

type Owner = string | number | null;

interface Stored { owner: Owner; tabs: TabEntry[] }

export function loadTabs(owner: Owner): TabEntry[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(TAB_BAR_KEY) ?? 'null') as Stored | null;
    return stored && stored.owner === owner ? normalize(stored.tabs) : [WORKPLACE_TAB];
  } catch {
    return [WORKPLACE_TAB];
  }
}

export function saveTabs(owner: Owner, tabs: TabEntry[]): void {
  const stored: Stored = { owner, tabs };
  sessionStorage.setItem(TAB_BAR_KEY, JSON.stringify(stored));
}
