// The five most viewed items of a content type, with last week's growth.
import { Box, List, ListItem, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { PopularCardData } from '../../contract/records/dashboard';
import { useCanDo } from '../access/useCanDo';
import { CardFrame } from './CardFrame';
import { RowLink } from './RowLink';
import { useCard } from './useCard';

const Growth = ({ growth }: { growth: number | null }) => {
  const translate = useTranslate();
  if (growth === null) return <Typography variant="caption" sx={{ color: 'text.secondary' }}>{translate('workplace.growth_new')}</Typography>;
  const pct = Math.round(growth * 100);
  return (
    <Typography variant="caption" sx={{ color: pct >= 0 ? 'success.main' : 'error.main', minWidth: 48, textAlign: 'right' }}
      aria-label={translate('workplace.growth', { pct })}>
      {pct >= 0 ? '▲' : '▼'} {Math.abs(pct)}%
    </Typography>
  );
};

/** `route`: the route-resource of the rows; a row links to its record only for a reader who may open it. */
export const PopularCard = ({ cardKey, title, route }: { cardKey: string; title: string; route: string }) => {
  const translate = useTranslate();
  const linked = useCanDo()('show', route);
  const locale = useLocale();
  const { data, isPending, error, refetch } = useCard<PopularCardData>(cardKey);
  return (
    <CardFrame title={title} cardKey={cardKey} isPending={isPending} error={error} retry={refetch} height={200}>
      {data && (data.rows.length === 0 ? <Typography sx={{ color: 'text.secondary' }}>{translate('workplace.empty')}</Typography> : (
        <List dense disablePadding>
          {data.rows.map((r) => (
            <ListItem key={r.id} disableGutters sx={{ gap: 1 }} data-testid="popular-row">
              <RowLink href={linked ? `#/${route}/${r.id}/show` : null}>{r.title}</RowLink>
              <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontSize: 13 }}>
                {translate('workplace.views', { n: r.views.toLocaleString(locale) })}
              </Box>
              <Growth growth={r.growth} />
            </ListItem>
          ))}
        </List>
      ))}
    </CardFrame>
  );
};
