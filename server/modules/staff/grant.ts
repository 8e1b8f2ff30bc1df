// A staff account's effective keys and where each comes from (shown on its
// page): its roles' keys plus its extra keys; role '*' holds every key.
import { ACTION_KEYS } from '../../../contract/access/actionKeys';

export interface RoleKeys { id: number; keys: string[] }
export interface EffectiveKey { key: string; from: string[] }

/** In the order of the generated list; `from` names `role:<id>`, `extra` or `*`. */
export function effectiveKeys(role: string, roles: RoleKeys[], extra: string[]): EffectiveKey[] {
  return ACTION_KEYS.flatMap(({ key }) => {
    const from = role === '*'
      ? ['*']
      : [...roles.filter((r) => r.keys.includes(key)).map((r) => `role:${r.id}`), ...(extra.includes(key) ? ['extra'] : [])];
    return from.length ? [{ key, from }] : [];
  });
}
