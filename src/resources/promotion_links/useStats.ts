import { useQuery } from '@tanstack/react-query';
import { post } from '../../http/client';
import type { LinkStats } from './types';
import type { DayRange } from './range';

/** Every link's figures over the range: one call for the whole list (React Query). */
export const useLinkStats = (range: DayRange) => useQuery({
  queryKey: ['promotion_links/stats', range],
  queryFn: ({ signal }) => post<LinkStats>('/mdr/promotion_links/stats', range, { signal }),
  retry: false,
});

/** a / b as a percentage with one decimal, or '—' */
export const rate = (a: number, b: number): string => (b > 0 ? `${(Math.round((a / b) * 1000) / 10).toFixed(1)}%` : '—');
