// The transparency page's building blocks: a figure (its name above its value),
// a section card, and a horizontal bar chart of counts whose bars are named by
// label (reason codes in words), long names cut to fit beside a phone's bars and
// whole in the tooltip and the chart's description.
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocale } from 'react-admin';
import type { ContractLang } from '../../../contract/types';
import { useCanDo } from '../../access/useCanDo';
import { figureLink } from '../../dashboard/useCard';
import { useChartTheme } from '../../dashboard/chartTheme';
import { useIsPhone } from '../../layout/useIsPhone';
import { BarChart } from '../shared/Charts';

/** The reader's language as the contract names it (its labels exist in two). */
export const useLang = (): ContractLang => (useLocale().startsWith('en') ? 'en-US' : 'zh-CN');

/** A figure; with `href`, a link to the list it counts (the same filter: the list's total is the figure). */
export const Figure = ({ label, value, testId, href }: { label: string; value: ReactNode; testId?: string; href?: string | null }) => (
  <Box data-testid={testId} sx={{ minWidth: 0 }}>
    <Typography variant="caption" sx={{ color: 'text.secondary' }} component="div">{label}</Typography>
    {href ? (
      <Link href={href} underline="hover" color="inherit" variant="h6" aria-label={`${label}: ${value}`} sx={{ fontWeight: 600, display: 'block' }}>{value}</Link>
    ) : <Typography variant="h6" component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{value}</Typography>}
  </Box>
);

/**
 * The link of a figure to the list it counts, filtered by the report's period as that list
 * takes it (Beijing days); null when the reader cannot open the list.
 */
export function useListLink(): (route: string, filter: Record<string, unknown>) => string | null {
  const can = useCanDo();
  return (route, filter) => (can('list', route) ? figureLink(`/${route}`, filter) : null);
}

/** Figures side by side: two to a row on a phone. */
export const FigureRow = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(140px, 1fr))' }, gap: 1, mb: 1 }}>
    {children}
  </Box>
);

export const Section = ({ title, hint, children, testId }: { title: string; hint?: string; children: ReactNode; testId: string }) => (
  <Card variant="outlined" data-testid={testId} sx={{ height: '100%', minWidth: 0 }}>
    <CardContent>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{title}</Typography>
      {hint && <Typography variant="caption" sx={{ color: 'text.secondary' }} component="p" gutterBottom>{hint}</Typography>}
      {children}
    </CardContent>
  </Card>
);

export interface Bar { code: string; label: string; values: Record<string, number> }

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Bars per code, one colour per key (`keys`: the values' names in words), top to bottom in the
 * given order. Height follows the number of bars, so a long list never squeezes them.
 */
export const CountsChart = ({ bars, keys, title, testId }: { bars: Bar[]; keys: string[]; title: string; testId: string }) => {
  const chart = useChartTheme();
  const phone = useIsPhone();
  const locale = useLocale();
  const labelOf = new Map(bars.map((b) => [b.code, b.label]));
  const data = [...bars].reverse().map((b) => ({ code: b.code, ...b.values }));
  const room = phone ? 9 : 18;
  const description = `${title}: ${bars.map((b) => `${b.label} ${keys.map((k) => b.values[k] ?? 0).join(' / ')}`).join('; ')}`;
  return (
    <Box sx={{ height: Math.max(120, bars.length * (keys.length > 1 ? 34 : 26) + 50), minWidth: 0 }} data-testid={testId}>
      <BarChart role="img" ariaLabel={description} data={data} keys={keys} indexBy="code" layout="horizontal" groupMode="grouped"
        theme={chart.theme} colors={chart.colors} enableGridY={false} enableGridX labelSkipWidth={16}
        // counts on a single-coloured bar in white (readable on the primary colour); two colours: the tooltip and the description say them
        enableLabel={keys.length === 1} labelTextColor="#fff"
        margin={{ top: 6, right: 12, bottom: keys.length > 1 ? 44 : 24, left: phone ? 104 : 176 }}
        axisLeft={{ format: (code: string) => cut(labelOf.get(code) ?? code, room) }}
        axisBottom={{ tickValues: 4, format: (v: number) => (Number.isInteger(v) ? v.toLocaleString(locale) : '') }}
        tooltip={({ id, value, indexValue }) => (
          <Box sx={{ p: 1, bgcolor: 'background.paper', boxShadow: 1, fontSize: 12 }}>
            {labelOf.get(String(indexValue))} · {id}: <b>{value.toLocaleString(locale)}</b>
          </Box>
        )}
        legends={keys.length > 1 ? [{ dataFrom: 'keys', anchor: 'bottom', direction: 'row', translateY: 40, itemWidth: 90, itemHeight: 16, symbolSize: 10 }] : []} />
    </Box>
  );
};
