import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { WorkplaceCard } from '../dashboard/types';

/** Messages of one resource: `resources.<name>.*` for each locale (react-admin convention). */
export interface ResourceMessages {
  name: string;
  fields: Record<string, string>;
  [key: string]: unknown;
}

/**
 * One panel resource, declared in its own folder (src/resources/<api>/index.tsx).
 * `name` is the hash route without the leading slash (spec route table), so
 * react-admin's routes are exactly the spec's: '#/wow_guide/article'.
 */
/** The first page a list asks for when the URL and the store name none: its List's sort and perPage. */
export interface ListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' };
  perPage: number;
  /** its List's filterDefaultValues, when it has any */
  filter?: Record<string, unknown>;
}

export interface PanelResource {
  name: string;
  /** API resource behind it: /mdr/<apiResource>/<action> */
  apiResource: string;
  list?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  show?: ComponentType;
  icon?: ComponentType;
  /** its module's icon in the menu, where it differs from the module's first page's (a drop-down of several pages) */
  groupIcon?: ComponentType;
  /** beside its menu entry's label: a figure that needs attention (the review queue's waiting count, live) */
  menuBadge?: ComponentType;
  /** a field name, or the name in the page's language (shared/recordName.ts) */
  recordRepresentation?: string | ((record: RaRecord) => string);
  messages: { 'zh-CN': ResourceMessages; 'en-US': ResourceMessages };
  /** its cards on the workplace (src/dashboard), each matching an API card */
  cards?: WorkplaceCard[];
  /**
   * Its list's default sort and page size, which its List also uses: a cold load of the list starts
   * the first page's request beside the list's chunk (src/listPrefetch.ts).
   */
  listQuery?: ListQuery;
}
