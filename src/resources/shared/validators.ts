import { regex } from 'react-admin';

/** An http(s) URL; empty passes (combine with required() when needed). */
export const httpUrl = regex(/^https?:\/\/\S+$/, 'mdr.validation.url');

/**
 * Keeps an emptied text input as '' instead of react-admin's default null,
 * for API fields that are strings and never null.
 */
export const keepEmptyString = (value: string | null | undefined): string => value ?? '';

/** The API's writable fields only: records also carry computed ones. */
export const pickFields = <K extends string>(fields: readonly K[]) =>
  (data: Record<string, unknown>): Partial<Record<K, unknown>> =>
    Object.fromEntries(fields.filter((f) => f in data).map((f) => [f, data[f]])) as Partial<Record<K, unknown>>;
