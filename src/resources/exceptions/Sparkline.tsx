import { useTheme } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { EXCEPTIONS_RESOURCE, type Group } from './types';

const W = 112;
const H = 28;

/**
 * The last 14 days' counts as a small inline SVG (bars): light enough for
 * every row of the list, where a chart library per row would not be.
 */
export const Sparkline = () => {
  const g = useRecordContext<Group>();
  const theme = useTheme();
  const translate = useTranslate();
  if (!g) return null;
  const max = Math.max(1, ...g.daily);
  const bar = W / g.daily.length;
  const label = translate(`resources.${EXCEPTIONS_RESOURCE}.detail.spark`, { counts: g.daily.join(', ') });
  return (
    <svg width={W} height={H} role="img" aria-label={label} data-testid="sparkline">
      <title>{label}</title>
      {g.daily.map((n, i) => {
        const h = n ? Math.max(2, (n / max) * (H - 2)) : 1;
        return <rect key={i} x={i * bar + 1} y={H - h} width={bar - 2} height={h}
          fill={n ? theme.palette.error.main : theme.palette.divider} />;
      })}
    </svg>
  );
};
