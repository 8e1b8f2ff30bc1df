// @nivo colours from the MUI theme, so charts read in the dark theme too.
import { useTheme } from '@mui/material';
import { useIsPhone } from '../layout/useIsPhone';

export function useChartTheme() {
  const theme = useTheme();
  const text = theme.palette.text.secondary;
  return {
    theme: {
      text: { fill: text, fontSize: 11 },
      axis: { ticks: { text: { fill: text }, line: { stroke: theme.palette.divider } }, legend: { text: { fill: text } } },
      grid: { line: { stroke: theme.palette.divider } },
      legends: { text: { fill: text } },
      tooltip: { container: { background: theme.palette.background.paper, color: theme.palette.text.primary, fontSize: 12 } },
    },
    colors: [theme.palette.primary.main, '#14C9C9', '#F7BA1E', '#722ED1', '#F53F3F', '#00B42A'],
  };
}

/** 'MM-DD' of a 'YYYY-MM-DD' day, for axes. */
export const shortDay = (day: string): string => day.slice(5);

/**
 * Where a line chart's legend goes: beside the chart on a wide screen, under
 * it on a phone, where a side legend would take half the width. Spread into
 * the chart's props; `left` is the room the left axis needs.
 */
export function useChartLegend(left: number, width = 110) {
  const phone = useIsPhone();
  return phone
    ? {
      margin: { top: 10, right: 16, bottom: 64, left },
      legends: [{ anchor: 'bottom' as const, direction: 'row' as const, translateY: 56, itemWidth: 96, itemHeight: 18, symbolSize: 10 }],
    }
    : {
      margin: { top: 10, right: width + 20, bottom: 36, left },
      legends: [{ anchor: 'right' as const, direction: 'column' as const, translateX: width + 10, itemWidth: width, itemHeight: 18, symbolSize: 10 }],
    };
}
