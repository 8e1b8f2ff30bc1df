// The range the links' figures cover (the last 30 Beijing days by default),
// kept in the URL's `range` parameter so a reload or a shared link keeps it.
import { Stack, TextField } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { beijingToday } from '../../../contract/days';
import { LINK_RESOURCE } from './types';

export interface DayRange { dayFrom: string; dayTo: string }

const back = (day: string, days: number) => new Date(Date.parse(day) - days * 86_400_000).toISOString().slice(0, 10);

export function useRange(): [DayRange, (r: DayRange) => void] {
  const [params, setParams] = useSearchParams();
  const today = beijingToday();
  const range = { dayFrom: params.get('from') ?? back(today, 29), dayTo: params.get('to') ?? today };
  const set = (r: DayRange) => setParams((p) => { p.set('from', r.dayFrom); p.set('to', r.dayTo); return p; }, { replace: true });
  return [range, set];
}

export const RangeInputs = () => {
  const translate = useTranslate();
  const [range, setRange] = useRange();
  const field = (key: 'dayFrom' | 'dayTo', label: string) => (
    <TextField type="date" size="small" sx={{ width: { xs: 150, sm: 'auto' } }} label={translate(`resources.${LINK_RESOURCE}.${label}`)} value={range[key]}
      slotProps={{ inputLabel: { shrink: true } }} data-testid={`range-${key}`}
      onChange={(e) => e.target.value && setRange({ ...range, [key]: e.target.value })} />
  );
  return <Stack direction="row" spacing={1} sx={{ '& input': { minWidth: 0 } }}>{field('dayFrom', 'from')}{field('dayTo', 'to')}</Stack>;
};
