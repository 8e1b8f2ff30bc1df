// How the data provider's errors look to the screens (react-admin HttpError
// carrying the envelope in `body`, see docs/api.md).

/** Envelope code: stale version, illegal state change or record in use. */
export const CONFLICT = -5;

interface EnvelopeError {
  message?: string;
  body?: { code?: number; errors?: Record<string, string> };
}

/** The envelope code of a failed call, if the error carries one. */
export const errorCode = (error: unknown): number | undefined =>
  (error as EnvelopeError | null)?.body?.code;

/** The server's (already localised) message, or undefined for a bare failure. */
export const errorMessage = (error: unknown): string | undefined => {
  if (typeof error === 'string') return error || undefined;
  return (error as EnvelopeError | null)?.message || undefined;
};

/** Field errors of a -1 answer, which react-admin shows under the inputs. */
export const hasFieldErrors = (error: unknown): boolean =>
  Object.keys((error as EnvelopeError | null)?.body?.errors ?? {}).length > 0;
