// The login page's two tabs, drawn like MUI's fullWidth <Tabs> with the same
// roles and keys (tablist, tab, aria-selected, arrow keys), without MUI Tabs'
// scroll buttons and indicator animation, which the login page's first
// download does not need (docs/performance.md).
import { useRef, type KeyboardEvent } from 'react';
import { Box, ButtonBase } from '@mui/material';

interface LoginTabsProps {
  tabs: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}

export const LoginTabs = ({ tabs, value, onChange }: LoginTabsProps) => {
  const list = useRef<HTMLDivElement>(null);
  // Arrow keys move between tabs and select them (WAI-ARIA tabs pattern, as MUI does).
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(tabs.findIndex((t) => t.value === value) + step + tabs.length) % tabs.length];
    onChange(next.value);
    list.current?.querySelector<HTMLElement>(`[data-value="${next.value}"]`)?.focus();
  };
  return (
    <Box ref={list} role="tablist" onKeyDown={onKeyDown} sx={{ display: 'flex', mb: 2, borderBottom: 1, borderColor: 'divider' }}>
      {tabs.map((t) => {
        const selected = t.value === value;
        return (
          <ButtonBase
            key={t.value}
            role="tab"
            data-value={t.value}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(t.value)}
            sx={(theme) => ({
              flex: 1, minHeight: 48, px: 2, ...theme.typography.button, textTransform: 'none',
              color: selected ? 'primary.main' : 'text.secondary',
              borderBottom: 2, borderColor: selected ? 'primary.main' : 'transparent', mb: '-1px',
            })}
          >
            {t.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
};
