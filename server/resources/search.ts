// Searching never shows what the reader cannot see. A filter matches a
// sensitive field (a resource's `sensitive`) only by its whole value, only for
// a reader holding the resource's reveal key, and only when the text could be
// such a value (an email, a phone number); each such search leaves an audit
// row naming the fields searched (`search_sensitive`). Without the key, or with
// part of a value, the field is not searched at all, so a masked phone's
// hidden digits cannot be probed through `q`.
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { hasKey } from '../../contract/access/modules';
import type { RequestContext } from '../core/context';
import { writeAudit } from '../core/audit';
import type { DB } from '../db/schema';
import { actionKey } from './keys';
import type { AnyResource, FilterAccess, MaskKind } from './types';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const PHONE = /^\+?\d[\d -]{4,19}$/;
const ACCOUNT = /^\d[\d ]{5,33}$/;

/** Text that could be a whole value of each kind (anything else never reaches the field). */
const COULD_BE: Record<MaskKind, (text: string) => boolean> = {
  phone: (s) => PHONE.test(s),
  email: (s) => EMAIL.test(s),
  account: (s) => ACCOUNT.test(s),
  name: (s) => s.length >= 2,
  contact: (s) => EMAIL.test(s) || PHONE.test(s),
  secret: () => false,
};

/** The reader's right to search a resource's sensitive fields whole, and the fields a request searched. */
export function filterAccess(def: AnyResource, ctx: RequestContext | undefined): FilterAccess {
  const reveal = !!ctx && !!def.sensitive && hasKey(ctx.actor, actionKey(def.name, 'reveal'));
  return { kinds: def.sensitive ?? {}, reveal, searched: new Set() };
}

/**
 * For a filter's `or([...])`: `column = text` (emails in any case) when the
 * reader may search `field` whole and `text` could be its whole value; else
 * nothing. The field is then remembered for the audit row.
 */
export function wholeValue(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resource's query
  eb: ExpressionBuilder<any, any>, access: FilterAccess | undefined, field: string, column: string, value: string,
): Expression<SqlBool>[] {
  const text = value.trim();
  const kind = access?.kinds[field];
  if (!access?.reveal || !kind || !COULD_BE[kind](text)) return [];
  access.searched.add(field);
  return COULD_BE.email(text)
    ? [eb(sql`lower(${sql.ref(column)})`, '=', text.toLowerCase())]
    : [eb(sql.ref(column), '=', text)];
}

/** The definition with its filters bound to the reader's access (so every query of one request applies them alike). */
export function withAccess(def: AnyResource, access: FilterAccess): AnyResource {
  if (!def.sensitive) return def;
  const filters = Object.fromEntries(Object.entries(def.filters)
    .map(([key, f]) => [key, { ...f, apply: (q: Parameters<typeof f.apply>[0], value: unknown) => f.apply(q, value, access) }]));
  return { ...def, filters };
}

/** The audit row of a request that searched sensitive fields whole: who, which fields (never the value). */
export async function auditSearch(db: Kysely<DB>, ctx: RequestContext | undefined, def: AnyResource, access: FilterAccess): Promise<void> {
  if (!ctx || !access.searched.size) return;
  await writeAudit(db, ctx, { action: 'search_sensitive', resource: def.name, recordId: null, after: { fields: [...access.searched].sort() } });
}
