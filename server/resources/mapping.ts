// Small helpers for a definition's mappers (row → response, data → columns).

/** The object without its undefined values: a partial update sets only what was sent. */
export function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** A timestamp as ISO 8601 (null stays null). */
export function iso(value: Date | string): string;
export function iso(value: Date | string | null): string | null;
export function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** Trims a string that was sent; leaves undefined alone. */
export const trimmed = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : undefined);

/** The row a resource's base query selects (`query` as handed to `defineResource`, or any such builder). */
export type RowOf<Q extends (...args: never[]) => { executeTakeFirstOrThrow(): Promise<unknown> }> =
  Awaited<ReturnType<ReturnType<Q>['executeTakeFirstOrThrow']>>;
