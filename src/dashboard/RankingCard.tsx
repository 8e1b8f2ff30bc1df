// A top-10 card: one or more lists (by orders, by income, ...) of all time or
// this month, switched in place; each row links to the author or user when the
// reader may open that record, else it is the name alone. A list the API left
// out (by income, for a reader who does not see that money) has no tab.
import { Box, List, ListItem, Tab, Tabs, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import type { DashboardPeriod, RankingCardData } from '../../contract/records/dashboard';
import { formatCents } from '../../contract/money';
import { useCanDo } from '../access/useCanDo';
import { CardFrame } from './CardFrame';
import { RowLink } from './RowLink';
import { useCard } from './useCard';

export interface RankingList { name: string; label: string; money?: boolean }

/** `route`: the route-resource of the rows ('wow_author/information'), each row opening `#/<route>/<id>/show`. */
interface Props { cardKey: string; title: string; lists: RankingList[]; route: string }

export const RankingCard = ({ cardKey, title, lists: declared, route }: Props) => {
  const translate = useTranslate();
  const linked = useCanDo()('show', route);
  const locale = useLocale();
  const [period, setPeriod] = useState<DashboardPeriod>('all');
  const [tab, setTab] = useState(0);
  const { data, isPending, error, refetch } = useCard<RankingCardData>(cardKey, { period });
  const lists = data ? declared.filter((l) => l.name in data.lists) : declared;
  const list: RankingList | undefined = lists[Math.min(tab, lists.length - 1)];
  const rows = (list && data?.lists[list.name]) || [];
  const switcher = (
    <ToggleButtonGroup size="small" exclusive value={period} onChange={(_, p: DashboardPeriod | null) => p && setPeriod(p)}>
      <ToggleButton value="all">{translate('workplace.period.all')}</ToggleButton>
      <ToggleButton value="month">{translate('workplace.period.month')}</ToggleButton>
    </ToggleButtonGroup>
  );
  return (
    <CardFrame title={title} cardKey={cardKey} isPending={isPending} error={error} retry={refetch} action={switcher} height={320}
      note={period === 'month' ? 'workplace.beijing_days' : undefined}>
      {lists.length > 1 && (
        <Tabs value={tab} onChange={(_, v: number) => setTab(v)} sx={{ minHeight: 36, mb: 1 }}>
          {lists.map((l) => <Tab key={l.name} label={translate(l.label)} sx={{ minHeight: 36, py: 0 }} />)}
        </Tabs>
      )}
      {rows.length === 0 ? <Typography sx={{ color: 'text.secondary' }}>{translate('workplace.empty')}</Typography> : (
        <List dense disablePadding data-testid={`ranking-${list?.name}`}>
          {rows.map((r, i) => (
            <ListItem key={r.id} disableGutters sx={{ gap: 1.5 }} data-testid="ranking-row">
              <Box component="span" sx={{ width: 22, height: 22, borderRadius: '50%', display: 'grid', placeItems: 'center', fontSize: 12, flex: 'none',
                bgcolor: i < 3 ? 'primary.main' : 'action.selected', color: i < 3 ? 'primary.contrastText' : 'text.primary' }}>{i + 1}</Box>
              <RowLink href={linked ? `#/${route}/${r.id}/show` : null}>{r.name}</RowLink>
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="ranking-value">
                {list?.money ? formatCents(r.value, locale) : r.value.toLocaleString(locale)}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </CardFrame>
  );
};
