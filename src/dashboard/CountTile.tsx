// A count tile: a card's figures, each a link to the filtered list behind it
// when the reader may open that list, else the figure alone. A money figure the
// API left out (the reader lacks its key) is a dash with a tooltip, never ¥0.00.
import { Box, Link, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { CountCardData } from '../../contract/records/dashboard';
import { formatCents } from '../../contract/money';
import { useCanDo } from '../access/useCanDo';
import { HiddenFigure } from '../resources/shared/HiddenFigure';
import { CardFrame } from './CardFrame';
import type { FigureSpec } from './types';
import { listLink, useCard } from './useCard';

const valueOf = (data: CountCardData, f: FigureSpec) =>
  (f.sum ?? [f.name]).reduce((a, n) => a + (data.figures[n] ?? 0), 0);

/** A money figure the answer lacks: the API leaves it out for a reader without its key (server/core/dashboard.ts). */
const hidden = (data: CountCardData, f: FigureSpec) => f.money === true && (f.sum ?? [f.name]).some((n) => !(n in data.figures));

export const CountTile = ({ cardKey, title, figures }: { cardKey: string; title: string; figures: FigureSpec[] }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const canDo = useCanDo();
  const { data, isPending, error, refetch } = useCard<CountCardData>(cardKey);
  return (
    <CardFrame title={title} cardKey={cardKey} isPending={isPending} error={error} retry={refetch} height={64}>
      {data && (
        <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${Math.min(figures.length, 2)}, 1fr)`, gap: 1.5 }}>
          {figures.map((f, i) => {
            const value = valueOf(data, f);
            const text = f.money ? formatCents(value, locale) : value.toLocaleString(locale);
            const label = translate(f.label ?? `workplace.figure.${f.name}`);
            return (
              <Box key={f.name} data-testid={`figure-${f.name}`}>
                <Typography variant="caption" color="text.secondary" component="div">{label}</Typography>
                {hidden(data, f) ? (
                  <Typography variant={i === 0 ? 'h5' : 'h6'} sx={{ fontWeight: 600 }} color="text.secondary"><HiddenFigure /></Typography>
                ) : f.link && canDo('list', f.link.path) ? (
                  <Link href={listLink(f.link.path, f.link.filter)} underline="hover" color="inherit"
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
