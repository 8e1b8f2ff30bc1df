// Sensitive fields (a resource's `sensitive` declaration): masked wherever a
// record leaves the service (list, get, get_many, export, audit rows and so
// history); whole only through `reveal`, which leaves a view_sensitive row.
import type { AnyResource, MaskKind } from './types';

const stars = (n: number) => '*'.repeat(Math.max(n, 1));

/** Keeps `head` characters and `tail` characters, stars in between (at least one star). */
function keep(text: string, head: number, tail: number): string {
  const chars = [...text];
  if (chars.length <= head + tail) return chars.length <= 1 ? stars(1) : chars[0] + stars(chars.length - 1);
  return chars.slice(0, head).join('') + stars(chars.length - head - tail) + chars.slice(chars.length - tail).join('');
}

const MASKS: Record<MaskKind, (text: string) => string> = {
  /** 13812345678 → 138****5678 */
  phone: (s) => keep(s, 3, 4),
  /** 张三丰 → 张** */
  name: (s) => keep(s, 1, 0),
  /** alice@x.com → a***@x.com */
  email: (s) => {
    const at = s.lastIndexOf('@');
    return at < 1 ? keep(s, 1, 0) : `${[...s][0]}***${s.slice(at)}`;
  },
  /** 6222020200112233 → ************2233 */
  account: (s) => keep(s, 0, 4),
  secret: () => '******',
  /** an email as an email, anything else (a phone, a QQ number) as a phone */
  contact: (s) => (s.includes('@') ? MASKS.email(s) : MASKS.phone(s)),
};

export function maskValue(kind: MaskKind, value: unknown): unknown {
  if (value === null || value === undefined || value === '') return value;
  return MASKS[kind](String(value));
}

/** The record with its sensitive fields masked (the same object when there are none). */
export function masked<R>(def: AnyResource, record: R): R {
  if (!def.sensitive || !record) return record;
  const out = { ...record } as Record<string, unknown>;
  for (const [field, kind] of Object.entries(def.sensitive)) {
    if (field in out) out[field] = maskValue(kind, out[field]);
  }
  return out as R;
}

export const sensitiveFields = (def: AnyResource): string[] => Object.keys(def.sensitive ?? {});
