import { useEffect, useState } from 'react';
import { Box, Chip } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import { useLocation, useNavigate, useTranslate } from 'react-admin';
import { redirectPathFor } from '../../pages/RedirectPage';
import { useUserInfo } from '../../providers/session';
import { TabContextMenu, type TabAction, type TabMenuTarget } from './TabContextMenu';
import {
  closeTabs, isFixed, landingAfterClose, pathOf, tabLabel, tabOf, visit, type TabEntry,
} from './tabList';
import { loadTabs, saveTabs } from './tabStore';

/** The tab's text in the reader's language (tabLabel). */
function useTabLabel() {
  const translate = useTranslate();
  return (tab: TabEntry) => tabLabel(tab, translate);
}

/** The visited pages' tabs and what the user does with them. */
function useTabs() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const owner = useUserInfo()?.accountId ?? null;
  const [tabs, setTabs] = useState(() => loadTabs(owner));
  useEffect(() => saveTabs(owner, tabs), [owner, tabs]);
  useEffect(() => {
    const tab = tabOf(pathname, search);
    if (tab) setTabs((current) => visit(current, tab));
  }, [pathname, search]);

  const act = (index: number, action: TabAction) => {
    const target = tabs[index];
    if (action === 'reload') {
      // through the helper route, which mounts the page afresh (its data is asked for again)
      navigate(redirectPathFor(target.fullPath));
      return;
    }
    const after = closeTabs(tabs, index, action);
    setTabs(after);
    if (!after.some((t) => pathOf(t.fullPath) === pathname)) navigate(landingAfterClose(tabs, after, index).fullPath);
  };
  return { tabs, pathname, act, open: (tab: TabEntry) => navigate(tab.fullPath) };
}

/** One tab per visited page (settings: tab bar); right click for reload and close actions. */
export const TabBar = () => {
  const translate = useTranslate();
  const label = useTabLabel();
  const { tabs, pathname, act, open } = useTabs();
  const [menu, setMenu] = useState<TabMenuTarget | null>(null);
  return (
    <Box
      role="tablist"
      aria-label={translate('shell.tabs.label')}
      sx={{ display: 'flex', gap: 0.75, py: 1, overflowX: 'auto', scrollbarWidth: 'thin', flexShrink: 0 }}
    >
      {tabs.map((tab, index) => {
        const current = pathOf(tab.fullPath) === pathname;
        return (
          <Chip
            key={pathOf(tab.fullPath)}
            role="tab"
            aria-selected={current}
            size="small"
            label={label(tab)}
            color={current ? 'primary' : 'default'}
            variant={current ? 'filled' : 'outlined'}
            onClick={() => open(tab)}
            onDelete={isFixed(tab) ? undefined : () => act(index, 'close')}
            deleteIcon={<CancelIcon titleAccess={translate('shell.tabs.close')} />}
            onContextMenu={(event) => {
              event.preventDefault();
              setMenu({ index, x: event.clientX, y: event.clientY });
            }}
          />
        );
      })}
      <TabContextMenu tabs={tabs} target={menu} onAction={act} onClose={() => setMenu(null)} />
    </Box>
  );
};
