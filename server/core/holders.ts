// Who holds a key, in SQL over the admins row (role, modules = extra keys,
// role_ids): the same answer as hasKey over the effective grant
// (contract/access/actionKeys.ts), for queries that pick staff (message
// recipients, an assignee). A module key is held by holders of any of its keys.
import { sql, type RawBuilder } from 'kysely';
import { keysHolding } from '../../contract/access/actionKeys';

/** A condition on a row of `admins` (aliased `alias`): it holds `key` ('*': role '*' only). */
export function holdsKey(key: string, alias = 'admins'): RawBuilder<boolean> {
  const a = sql.ref(alias);
  const keys = keysHolding(key);
  if (key === '*' || !keys.length) return sql<boolean>`${a}.role = '*'`;
  return sql<boolean>`(${a}.role = '*' OR ${a}.modules && ${sql.val(keys)}::text[]
    OR EXISTS (SELECT 1 FROM roles r WHERE r.id = ANY(${a}.role_ids) AND r.keys && ${sql.val(keys)}::text[]))`;
}
