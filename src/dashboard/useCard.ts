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

/** The hash link of a list with a filter, as react-admin reads it from the URL. */
export const listLink = (path: string, filter?: Record<string, unknown>): string =>
  `#${path}${filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : ''}`;
