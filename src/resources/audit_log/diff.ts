// An audit row's before/after as lines a person reads: one per field, labelled as that
// resource's contract labels it, its value formatted (money in ¥, times in Beijing time,
// an enum's or a state's value by its label). Pure: the page (AuditDiff.tsx) renders it.
import { CONTRACTS, type ContractLang } from '../../../contract';
import { formatCents, isMoneyField } from '../../../contract/money';
import { formatTime } from '../../i18n/time';

export interface DiffLine {
  field: string;
  label: string;
  before: string;
  after: string;
  changed: boolean;
}

type Rec = Record<string, unknown>;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export interface DiffWords { empty: string; yes: string; no: string }

/** How one field's value reads, for `resource` in `lang`. */
export function formatValue(resource: string, field: string, value: unknown, lang: ContractLang, words: DiffWords): string {
  const contract = CONTRACTS[resource];
  const labels = contract?.labels[lang];
  if (value === null || value === undefined || value === '') return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number' && isMoneyField(field, contract?.money)) return formatCents(value);
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatTime(value);
  if (typeof value === 'string') return labels?.values?.[field]?.[value] ?? (field === 'status' ? labels?.states?.[value] : undefined) ?? value;
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object')) return value.join(', ') || words.empty;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The lines of a row: every field of either side, in the record's order, the changed ones marked.
 * A create has no before and a delete no after: their one side's fields are all "changed".
 */
export function diffLines(resource: string, before: unknown, after: unknown, lang: ContractLang, words: DiffWords): DiffLine[] {
  const b = (before && typeof before === 'object' ? before : {}) as Rec;
  const a = (after && typeof after === 'object' ? after : {}) as Rec;
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const labels = CONTRACTS[resource]?.labels[lang]?.fields ?? {};
  return fields.map((field) => ({
    field,
    label: labels[field] ?? field,
    before: field in b ? formatValue(resource, field, b[field], lang, words) : '',
    after: field in a ? formatValue(resource, field, a[field], lang, words) : '',
    changed: !before || !after || !same(b[field], a[field]),
  }));
}
