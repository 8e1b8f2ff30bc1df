import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { WorkplaceCard } from '../dashboard/types';
import type { ContractLang } from '../../contract/types';

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

/** A decision the review queue offers on an open item (src/resources/review_queue/decisions.ts). */
export interface QueueDecision {
  /** its name on the page: unique among the item's decisions (the key's, the reason picker's) */
  action: string;
  /** the API command it runs, when not `action` (two decisions may run one command with different `params`) */
  command?: string;
  /** action keys it needs besides its own (an uphold runs the target's command: `articles.hide`, `users.mute`) */
  needs?: readonly string[];
  /** the body beside the id and the reason (uphold's `action` and `days`) */
  params?: Record<string, unknown>;
  /** the API asks for a reason */
  reason: boolean;
  /** the body field the reason goes in (`reason` unless the command names it otherwise, escalate's `note`) */
  reasonField?: string;
  /** the keyboard key that runs it, if any */
  key?: 'a' | 'r' | 'h' | 'e' | 'b';
  /** the button's words in the reader's language (else the contract's label of the action) */
  label?: string;
  /** the common reasons its picker offers (else the contract's) */
  reasons?: readonly string[];
}

/** What a resource shows and offers in the review queue's pane, where its contract's transitions are not the whole story. */
export interface QueueView {
  /** its decisions on this record, in the reader's language */
  decisions(record: RaRecord, lang: ContractLang): QueueDecision[];
  /** the pane's body under the decisions: the item as its decision needs it */
  Pane: ComponentType<{ record: RaRecord }>;
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
  /** its items in the review queue's pane: decisions and body (the queue's own otherwise) */
  queue?: QueueView;
  /**
   * The declared fields (its contract's `fields`) a decision on one of its records rests on, which the
   * review queue's pane shows above the record's content, labelled as its own pages label them
   * (review_queue/QueueFacts.tsx). Every queued type without a pane of its own names some.
   */
  queueFacts?: readonly string[];
}
