// The contract both halves import (panel and API): what a resource's records
// look like, which states and transitions it has, and every label a person
// reads (panel, CSV headers, history sentences, messages) in both languages.
// Pure data and types: no React, no Node APIs, no imports from src/ or server/.

import type { FieldSet } from './fields';

export type ContractLang = 'zh-CN' | 'en-US';

/** One state change: POST /mdr/<resource>/<action> (and <action>_many). */
export interface ContractTransition {
  from: readonly string[];
  to: string;
  /** the API requires a `reason` (1..200 characters) */
  reason?: boolean;
}

/** Everything a person reads about one resource, in one language. */
export interface ResourceLabels {
  /** the resource's name: '文章' / 'article' (history sentences, titles) */
  name: string;
  /** field → label (forms, columns, CSV headers, history) */
  fields: Record<string, string>;
  /** API filter key → label, for filters that are not fields (`q`, `createdFrom`) */
  filters?: Record<string, string>;
  /** state → label */
  states?: Record<string, string>;
  /**
   * action → the verb as the history sentence uses it and as a button reads:
   * '通过' / 'approved'... see `buttons` for the imperative if it differs.
   */
  actions?: Record<string, string>;
  /** action → button text (sentence case), when it differs from `actions` */
  buttons?: Record<string, string>;
  /**
   * action → the whole history sentence, where "<actor> <verb>了<name>" /
   * "<actor> <verb> the <name>" does not read naturally ('%{actor} 为%{name}创建了密钥',
   * '%{actor} put the %{name} on sale'): %{actor} and %{name} are filled in.
   */
  history?: Record<string, string>;
  /** action → common reasons offered in its reason dialog (free text is always allowed) */
  reasons?: Record<string, readonly string[]>;
  /** enum field → value → label (derived from a declared field's `values`: contract/fields.ts) */
  values?: Record<string, Record<string, string>>;
}

/** One resource's contract, keyed by the API resource name (`articles`). */
/** How a sensitive field is masked for a reader without its reveal key (server/resources/sensitive.ts). */
export type MaskKind = 'phone' | 'name' | 'email' | 'account' | 'contact' | 'secret';

export interface ResourceContract {
  /** API resource: /mdr/<resource>/<action> */
  resource: string;
  /** the state column's values, in workflow order */
  states?: readonly string[];
  transitions?: Record<string, ContractTransition>;
  /** named commands that are not plain state changes (mute, create_key): action → whether it asks for a reason */
  commands?: Record<string, { reason?: boolean }>;
  /**
   * Answer fields holding integer fen (a balance, an income) though not named …Cents; exports write
   * them in yuan (contract/money.ts isMoneyField). A declaration that lists them as `moneyFields`
   * answers them only to readers holding `<resource>.read_money` (contract/access/actionKeys.ts
   * `moneyReadKey`): absent for everyone else, who can neither sort nor filter by them.
   */
  money?: readonly string[];
  /** actions the API audits on a record outside its routes (a sign-in lock, My account's): their history is worded too */
  auditActions?: readonly string[];
  /**
   * Fields the API answers masked (by their kind) and whole only through `reveal` (key `<resource>.reveal`,
   * audited): the API's declaration takes them from here, and the record's show page offers each to holders of the key (src/resources/shared/RevealField.tsx).
   */
  sensitive?: Readonly<Record<string, MaskKind>>;
  /** each field declared once (contract/fields.ts defineContract): the labels above derive from it, and both halves' schemas, columns and inputs */
  fields?: FieldSet;
  labels: Record<ContractLang, ResourceLabels>;
}
