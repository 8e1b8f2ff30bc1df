// Money as people read it: integer fen (the API never sends floats) shown as
// ¥1,234.50. Both languages write yuan the same way (Intl's en-US currency style
// would say "CN¥"), so the format is fixed here, for the panel, CSV cells and
// the API's messages alike. Integer arithmetic only: no float rounding.

/** Fen → "¥1,234.50", "-¥12.00". The locale is accepted for call sites that have one; both agree. */
export function formatCents(cents: number, _locale?: string): string {
  if (!Number.isSafeInteger(cents)) return '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const yuan = Math.floor(abs / 100);
  const fen = String(abs % 100).padStart(2, '0');
  return `${sign}¥${String(yuan).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fen}`;
}

/**
 * Fen → "5308.00", "-12.50": yuan as a plain number with two decimals, no
 * symbol and no grouping, so a spreadsheet reads it as a number it can sum
 * (CSV cells; the header names the unit).
 */
export function centsToYuan(cents: number): string {
  if (!Number.isSafeInteger(cents)) return '';
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Whether a record field holds integer fen: by convention its name ends in
 * `Cents`; `others` are a resource's money fields named otherwise (its
 * contract's `money`, e.g. the ledger's balance moves).
 */
export function isMoneyField(field: string, others: readonly string[] = []): boolean {
  return field.endsWith('Cents') || others.includes(field);
}

/**
 * "1,234.5" / "1234.50" / "¥12" → fen, or null when it is not an amount with at
 * most two decimals (forms and filters that take yuan from a person).
 */
export function parseYuan(text: string): number | null {
  const m = /^\s*(-)?¥?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const cents = Number(m[2].replace(/,/g, '')) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return m[1] ? -cents : cents;
}
