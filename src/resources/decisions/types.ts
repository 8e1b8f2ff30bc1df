// Decisions (#/review/decisions, `/mdr/decisions/<action>`): the route, the list's default query and the record's looks.
import type { ChipStyle } from '../shared/StatusChip';
import type { ListQuery } from '../types';
export type { DecisionRecord, DecisionListItem } from '../../../contract/records/decisions';

export const DECISIONS_RESOURCE = 'review/decisions';
export const DECISIONS_LIST_QUERY: ListQuery = { sort: { field: 'decidedAt', order: 'DESC' }, perPage: 25 };

export const decisionStatusStyles: Record<string, ChipStyle> = {
  standing: { color: 'error' },
  overturned: { color: 'success' },
  reversed: { color: 'default', variant: 'outlined' },
};
