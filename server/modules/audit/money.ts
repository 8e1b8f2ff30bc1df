// Money figures inside audit rows follow the reader's keys, as in every other
// answer (docs/access.md "Money figures"): a resource that mixes money with other
// data (the contract's `money`) shows its figures to holders of
// `<resource>.read_money`; one that is money through and through (orders,
// withdrawals, the ledger: no `money` list) shows its money fields (`…Cents`) to holders
// of `<resource>.read`, reading it being already the money read. Applied on
// the answers and the export (the resource's `reader`), never on the rows kept.
import type { RequestContext } from '../../core/context';
import { CONTRACTS } from '../../../contract/registry';
import { isMoneyField } from '../../../contract/money';
import { hasKey } from '../../../contract/access/modules';
import { moneyReadKey } from '../../../contract/access/actionKeys';
import { withoutFields } from '../../resources/money';

type Rec = Record<string, unknown>;
const NONE: ReadonlySet<string> = new Set();

/** The money fields of `resource` a grant may not see in its audit rows. */
function hiddenIn(resource: string, grant: RequestContext['actor']): ReadonlySet<string> {
  const contract = CONTRACTS[resource];
  if (!contract?.fields) return NONE;
  if (contract.money?.length) return hasKey(grant, moneyReadKey(resource)) ? NONE : new Set(contract.money);
  const money = Object.keys(contract.fields).filter((field) => isMoneyField(field));
  return money.length && !hasKey(grant, `${resource}.read`) ? new Set(money) : NONE;
}

/** `reader.fill` of the audit log: each row's before/after without the money figures its reader may not see. */
export async function hideMoneyFromReader(records: Rec[], ctx: RequestContext): Promise<void> {
  for (const r of records) {
    const hidden = hiddenIn(String(r.resource), ctx.actor);
    if (!hidden.size) continue;
    r.before = withoutFields(r.before ?? null, hidden);
    r.after = withoutFields(r.after ?? null, hidden);
  }
}
