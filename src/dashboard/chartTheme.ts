// @nivo colours from the MUI theme, so charts read in the dark theme too.
import { useTheme } from '@mui/material';

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
