// Money figures (a resource's `moneyFields`, the contract's `money`): a reader
// without `<name>.read_money` gets the records without them — list, get,
// get_many, a command's answer, export and history alike — and may neither
// sort nor filter by them (-1), so no order or match gives a hidden figure away.
import { moneyReadKey } from '../../contract/access/actionKeys';
import { hasKey, type Grant } from '../../contract/access/modules';
import { invalidField } from '../core/errors';
import type { AnyResource } from './types';

const NONE: ReadonlySet<string> = new Set();

/** Of a resource's money fields (the contract's `money`), those the grant may not see: none when it holds `<resource>.read_money`. */
export function hiddenMoneyOf(resource: string, fields: readonly string[] = [], grant: Grant): ReadonlySet<string> {
  return fields.length && !hasKey(grant, moneyReadKey(resource)) ? new Set(fields) : NONE;
}

/** The same for a resource's declaration (`moneyFields`). */
export const hiddenMoney = (def: AnyResource, grant: Grant): ReadonlySet<string> => hiddenMoneyOf(def.name, def.moneyFields, grant);

type Rec = Record<string, unknown>;

/** The record without the hidden fields (the same object when nothing is hidden). */
export function withoutFields<R>(record: R, hidden: ReadonlySet<string>): R {
  if (!hidden.size || !record || typeof record !== 'object') return record;
  return Object.fromEntries(Object.entries(record as Rec).filter(([field]) => !hidden.has(field))) as R;
}

/** The same on an answer holding records: `{ list }` or one record. */
export function hideInAnswer(answer: unknown, hidden: ReadonlySet<string>): unknown {
  if (!hidden.size || !answer || typeof answer !== 'object') return answer;
  const a = answer as Rec;
  // a list's totals (totals.ts) lose the sums of hidden figures too: a sum gives them away as a value does
  if (Array.isArray(a.list)) {
    return { ...a, list: a.list.map((r) => withoutFields(r, hidden)), ...(a.totals ? { totals: withoutFields(a.totals, hidden) } : {}) };
  }
  return withoutFields(a, hidden);
}

/** -1 on `sort` or `filter.<key>` when it names a hidden money field (a list's or an export's body). */
export function refuseHiddenOrder(body: { sort?: string; filter?: Rec } | undefined, hidden: ReadonlySet<string>): void {
  if (!hidden.size || !body) return;
  if (body.sort && hidden.has(body.sort)) throw invalidField('sort', 'error.money_sort', { field: body.sort });
  const key = Object.keys(body.filter ?? {}).find((k) => hidden.has(k));
  if (key) throw invalidField(`filter.${key}`, 'error.money_filter', { key });
}
