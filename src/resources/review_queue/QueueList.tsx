// The queue's tabs (all, then each type the reader may decide, with counts) and
// its rows, oldest first: title, type, age, overdue, and who is reviewing it.
import { Badge, Box, Chip, List, ListItem, ListItemButton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ageOf, useClaimLabel } from './age';
import { countText, qk, sameItem, type QueueItem, type QueuePage } from './types';
import { QUEUE_COUNT_CAP } from '../../../contract/records/review_queue';

/**
 * Every tab whole on its line, wrapping onto the next (the list's 380 px column holds about two): scrolling tabs hid
 * most types and cut their words. The selected one is underlined itself, as the sliding indicator knows one line only.
 */
const tabsSx = {
  '& .MuiTabs-list': { flexWrap: 'wrap' },
  '& .MuiTabs-indicator': { display: 'none' },
  '& .MuiTab-root': { minWidth: 0, px: 1.5, borderBottom: 2, borderColor: 'transparent' },
  '& .MuiTab-root.Mui-selected': { borderColor: 'primary.main' },
} as const;

export const QueueTabs = ({ page, tab, onTab }: { page?: QueuePage; tab: string | undefined; onTab: (t: string | undefined) => void }) => {
  const translate = useTranslate();
  const counts = page?.counts ?? [];
  const all = counts.reduce((n, c) => n + c.total, 0);
  // the overdue figure beside the words, not over the tab's corner, where the tab bar cut it off
  const label = (text: string, total: number, overdue: number, more: boolean) => (
    <Badge color="error" badgeContent={overdue} max={QUEUE_COUNT_CAP - 1} invisible={!overdue}
      sx={{ alignItems: 'center', '& .MuiBadge-badge': { position: 'static', transform: 'none', ml: 0.75 }, '& .MuiBadge-invisible': { display: 'none' } }}>
      <span>{text} ({countText(total, more)})</span>
    </Badge>
  );
  return (
    <Tabs value={tab ?? 'all'} onChange={(_e, v: string) => onTab(v === 'all' ? undefined : v)} sx={tabsSx}>
      <Tab value="all" label={label(translate(qk('tabs.all')), all, counts.reduce((n, c) => n + c.overdue, 0), counts.some((c) => c.more))} />
      {counts.map((c) => <Tab key={c.type} value={c.type} label={label(translate(qk(`types.${c.type}`)), c.total, c.overdue, c.more)} />)}
    </Tabs>
  );
};

interface RowsProps {
  items: QueueItem[];
  current: QueueItem | null;
  now: number;
  onOpen: (item: QueueItem) => void;
}

export const QueueRows = ({ items, current, now, onOpen }: RowsProps) => {
  const translate = useTranslate();
  const claimLabel = useClaimLabel();
  if (!items.length) return <Typography sx={{ color: 'text.secondary', p: 2 }} data-testid="queue-empty">{translate(qk('empty'))}</Typography>;
  return (
    <List dense aria-label={translate(qk('name'), { smart_count: 2 })} data-testid="queue-rows">
      {items.map((item) => {
        const age = ageOf(item.waitingSince, now);
        const claim = claimLabel(item, now);
        const selected = sameItem(item, current);
        return (
          <ListItem key={`${item.type}/${item.id}`} disablePadding>
          <ListItemButton selected={selected} onClick={() => onOpen(item)}
            aria-current={selected ? 'true' : undefined} data-testid="queue-row" data-item={`${item.type}/${item.id}`}
            sx={{ borderLeft: 4, borderColor: item.overdue ? 'error.main' : 'transparent', alignItems: 'flex-start' }}>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography noWrap sx={{ fontWeight: selected ? 600 : 400 }}>{item.title}</Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>{translate(qk(`types.${item.type}`))}</Typography>
                <Typography variant="caption" sx={{ color: item.overdue ? 'error.main' : 'text.secondary' }}>
                  {translate(qk('waiting'), { age: translate(age.key, { n: age.n }) })}
                </Typography>
                {item.priority !== undefined && <Chip size="small" color="warning" variant="outlined" label={translate(qk('score'), { score: item.priority })} />}
                {item.overdue && <Chip size="small" color="error" label={translate(qk('overdue'))} />}
                {claim && <Chip size="small" variant="outlined" label={claim} data-testid="claim-label" />}
              </Stack>
            </Box>
          </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
};
