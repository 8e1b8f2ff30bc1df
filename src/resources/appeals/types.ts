// Appeals (#/review/appeals, `/mdr/appeals/<action>`): the route, the list's default query and the looks.
import type { ChipStyle } from '../shared/StatusChip';
import type { ListQuery } from '../types';
export type { AppealRecord } from '../../../contract/records/decisions';

export const APPEALS_RESOURCE = 'review/appeals';
export const APPEALS_LIST_QUERY: ListQuery = { sort: { field: 'createdAt', order: 'DESC' }, perPage: 25, filter: { status: ['open'] } };

export const appealStatusStyles: Record<string, ChipStyle> = {
  open: { color: 'warning' },
  upheld: { color: 'default', variant: 'outlined' },
  overturned: { color: 'success' },
};
