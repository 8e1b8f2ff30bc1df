// Sensitive fields (a resource's `sensitive` declaration): masked wherever a
// record leaves the service (list, get, get_many, a command's answer, export,
// audit rows) and again wherever an audit row is read (history, the audit
// log), so a row written under an older, looser mask is shown under today's;
// whole only through `reveal`, which leaves a view_sensitive row.
//
// A reader without the reveal key learns nothing of a name, a phone number or
// an email: not a character, not the length (always the same stars). Only a
// card or bank account number keeps its last four digits, the way a bank
// statement shows it, so the payer can tell two accounts apart.
import type { AnyResource, MaskKind } from './types';

/** Everything hidden: the same for every value, so neither its characters nor its length show. */
export const HIDDEN = '******';

/** An account number shown by its last four: always this many stars before them, whatever its length. */
const ACCOUNT_STARS = '*'.repeat(12);

/**
 * 16 digits or more is a card or bank account number: no phone number is that
 * long (E.164 stops at 15), and Alipay or WeChat Pay accounts, which are phone
 * numbers or emails, never are. Stars count as digits, so an account masked
 * before (`************2233`) masks to itself: masking twice changes nothing.
 */
const CARD_NUMBER = /^[\d*]{16,}$/;

/** 6222 0202 0011 2233 → ************2233; anything else (a phone, an email, a short id) → ******. */
function maskAccount(text: string): string {
  const chars = text.replace(/[\s-]/g, '');
  const last4 = chars.slice(-4);
  return CARD_NUMBER.test(chars) && /^\d{4}$/.test(last4) ? ACCOUNT_STARS + last4 : HIDDEN;
}

/**
 * Emails show nothing either, not even the domain: a domain may be the
 * person's own (zhang-san.cn) or their employer's, which names them, while the
 * common providers' (qq.com, 163.com) tell staff nothing they need.
 */
const MASKS: Record<MaskKind, (text: string) => string> = {
  phone: () => HIDDEN,
  name: () => HIDDEN,
  email: () => HIDDEN,
  account: maskAccount,
  secret: () => HIDDEN,
  // a phone or an email as people type it: nothing of either, nor which of the two it is
  contact: () => HIDDEN,
};

export function maskValue(kind: MaskKind, value: unknown): unknown {
  if (value === null || value === undefined || value === '') return value;
  return MASKS[kind](String(value));
}

/** Each field of `kinds` in `values` masked (the same object when none is there). */
function maskFields<R>(kinds: Record<string, MaskKind> | undefined, values: R): R {
  if (!kinds || !values || typeof values !== 'object') return values;
  const fields = Object.keys(kinds).filter((field) => field in values);
  if (!fields.length) return values;
  const out = { ...values } as Record<string, unknown>;
  for (const field of fields) out[field] = maskValue(kinds[field], out[field]);
  return out as R;
}

/** The record with its sensitive fields masked (the same object when there are none). */
export const masked = <R>(def: AnyResource, record: R): R => maskFields(def.sensitive, record);

export const sensitiveFields = (def: AnyResource): string[] => Object.keys(def.sensitive ?? {});

/**
 * Every registered resource's sensitive fields by name, for reading audit rows
 * of any resource (the audit log): the resources are static declarations,
 * registered with their routes (routes.ts), the same in every app.
 */
const DECLARED = new Map<string, Record<string, MaskKind>>();

export function declareSensitive(def: AnyResource): void {
  if (def.sensitive) DECLARED.set(def.name, def.sensitive);
}

/** An audit row's before or after of `resource`, masked as today's declaration says. */
export const maskedAudit = <R>(resource: string, values: R): R => maskFields(DECLARED.get(resource), values);
