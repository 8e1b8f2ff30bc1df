// The saved list views' calls (/mdr/list_views/*, docs/access.md "Saved list
// views") through React Query: one list per API resource, refetched after
// every change of it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListView, ShareRole, ViewColumns } from '../../../../contract/records/list_views';
import { post } from '../../../http/api';

export type { ListView, ShareRole, ViewColumns };

/** What a view holds of a list, as the list reports it now. */
export interface ViewContent {
  filters: Record<string, unknown>;
  sort: string | null;
  order: 'ASC' | 'DESC' | null;
  columns: ViewColumns;
}

const key = (resource: string) => ['list_views', resource] as const;

/** The views of one list the reader may apply: theirs first, then those shared with a role they hold. */
export const useListViews = (resource: string, enabled = true) => useQuery({
  queryKey: key(resource),
  queryFn: async () => (await post<{ list: ListView[] }>('/mdr/list_views/list', { resource })).list,
  enabled,
});

/** The roles a view may be shared with (only for holders of list_views.share). */
export const useShareRoles = (enabled: boolean) => useQuery({
  queryKey: ['list_views', '#roles'],
  queryFn: async () => (await post<{ list: ShareRole[] }>('/mdr/list_views/roles', {})).list,
  enabled,
  staleTime: 60_000,
});

export interface NewView extends ViewContent {
  name: string;
  sharedWithRole: number | null;
}

/** Create, rename and delete, each refreshing the list's views. */
export function useViewChanges(resource: string) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: key(resource) });
  const create = useMutation({
    mutationFn: ({ sharedWithRole, sort, order, ...rest }: NewView) => post<ListView>('/mdr/list_views/create', {
      resource, ...rest, ...(sort ? { sort, order: order ?? 'ASC' } : {}), ...(sharedWithRole ? { sharedWithRole } : {}),
    }),
    onSuccess,
  });
  const rename = useMutation({
    mutationFn: (view: Pick<ListView, 'id' | 'version' | 'name'>) => post<ListView>('/mdr/list_views/update', view),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: number) => post<{ id: number }>('/mdr/list_views/delete', { id }),
    onSuccess,
  });
  return { create, rename, remove };
}
