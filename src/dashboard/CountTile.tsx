// A count tile: a card's figures, each a link to the filtered list behind it
// when the reader may open that list, else the figure alone. What a figure adds
// up and the list it opens are the contract's (contract/workplace.ts), so the
// list holds exactly the figure; a card with a day's or a month's figure says
// that its days are Beijing days. A money figure the API left out (the reader
// lacks its key) is a dash with a tooltip, never ¥0.00.
import { Box, Link, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { CountCardData } from '../../contract/records/dashboard';
import { COUNT_CARD_LISTS, type FigureList } from '../../contract/workplace';
import { formatCents } from '../../contract/money';
import { useCanDo } from '../access/useCanDo';
import { HiddenFigure } from '../resources/shared/HiddenFigure';
import { CardFrame } from './CardFrame';
import type { FigureSpec } from './types';
import { figureLink, useCard } from './useCard';

const partsOf = (f: FigureSpec, list: FigureList | undefined) => list?.of ?? [f.name];
const valueOf = (data: CountCardData, f: FigureSpec, list: FigureList | undefined) =>
  partsOf(f, list).reduce((a, n) => a + (data.figures[n] ?? 0), 0);

/** A money figure the answer lacks: the API leaves it out for a reader without its key (server/core/dashboard.ts). */
const hidden = (data: CountCardData, f: FigureSpec, list: FigureList | undefined) =>
  f.money === true && partsOf(f, list).some((n) => !(n in data.figures));

interface Props {
  cardKey: string;
  title: string;
  /** the route of the list every figure opens ('wow_guide/article') */
  route: string;
  figures: FigureSpec[];
}

export const CountTile = ({ cardKey, title, route, figures }: Props) => {
  const translate = useTranslate();
  const locale = useLocale();
  const canDo = useCanDo();
  const { data, isPending, error, refetch } = useCard<CountCardData>(cardKey);
  const lists = COUNT_CARD_LISTS[cardKey]?.figures ?? {};
  const now = Date.now();
  const linked = canDo('list', route);
  const byDay = figures.some((f) => lists[f.name]?.period);
  return (
    <CardFrame title={title} cardKey={cardKey} isPending={isPending} error={error} retry={refetch} height={64}
      note={byDay ? 'workplace.beijing_days' : undefined}>
      {data && (
        <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${Math.min(figures.length, 2)}, 1fr)`, gap: 1.5 }}>
          {figures.map((f, i) => {
            const list = lists[f.name];
            const value = valueOf(data, f, list);
            const text = f.money ? formatCents(value, locale) : value.toLocaleString(locale);
            const label = translate(f.label ?? `workplace.figure.${f.name}`);
            return (
              <Box key={f.name} data-testid={`figure-${f.name}`}>
                <Typography variant="caption" sx={{ color: 'text.secondary' }} component="div">{label}</Typography>
                {hidden(data, f, list) ? (
                  <Typography variant={i === 0 ? 'h5' : 'h6'} sx={{ color: 'text.secondary', fontWeight: 600 }}><HiddenFigure /></Typography>
                ) : list && linked ? (
                  <Link href={figureLink(`/${route}`, list.filter(now))} underline="hover" color="inherit"
                    aria-label={`${label}: ${text}`} variant={i === 0 ? 'h5' : 'h6'} sx={{ fontWeight: 600 }}>
                    {text}
                  </Link>
                ) : <Typography variant={i === 0 ? 'h5' : 'h6'} sx={{ fontWeight: 600 }}>{text}</Typography>}
              </Box>
            );
          })}
        </Box>
      )}
    </CardFrame>
  );
};
