// A workplace card's answer through React Query: one call per card (key and
// body), shared by every component that draws from it (a content card's count
// tile, the share pie and the new-content chart make one call together).
import { useQuery } from '@tanstack/react-query';
import { post } from '../http/client';

export const DASHBOARD_QUERY = 'dashboard';

export function useCard<T>(key: string, body: Record<string, unknown> = {}) {
  return useQuery({
    queryKey: [DASHBOARD_QUERY, key, body],
    queryFn: ({ signal }) => post<T>(`/mdr/dashboard/${key}`, body, { signal }),
    retry: false,
    staleTime: 30_000,
  });
}

/**
 * The query parameter of a list opened from a figure: the list asks for an
 * exact total and keeps its filter to itself (src/resources/shared/List.tsx).
 */
export const FIGURE_PARAM = 'figure';

/**
 * The hash link of a figure's list: its filter, as react-admin reads it from
 * the URL (always one, even empty, so the list's own default filter never
 * narrows "in all"), and the figure mark.
 */
export const figureLink = (path: string, filter: Record<string, unknown>): string =>
  `#${path}?filter=${encodeURIComponent(JSON.stringify(filter))}&${FIGURE_PARAM}=1`;
