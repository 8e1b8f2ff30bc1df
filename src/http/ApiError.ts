/** The answer envelope of every API call (docs/api.md). */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/** Envelope codes (docs/api.md, "Answers"). */
export const ApiCode = {
  ok: 1,
  failure: 0,
  invalid: -1,
  forbidden: -2,
  relogin: -3,
  notFound: -4,
  conflict: -5,
  tooMany: -6,
} as const;

/** Shown for a transport failure (no answer, or an answer that is not an envelope); docs/domain.md "Errors". */
export const REQUEST_ERROR = 'Request Error';
/** Shown for an error envelope without a message; docs/domain.md "Errors". */
export const EMPTY_ERROR = 'Error';

/** An error envelope (or a transport failure, code 0) as an exception. */
export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;

  constructor(code: number, message: string, data: unknown = null, status = 0) {
    super(message || EMPTY_ERROR);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
    this.status = status;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** What to tell the person: for -1 the first field's message ("密码错误"), not the envelope's generic "参数错误". */
export function messageOf(error: ApiError): string {
  const errors = (error.data as { errors?: { message?: unknown }[] } | null)?.errors;
  const first = Array.isArray(errors) ? errors.find((e) => typeof e?.message === 'string') : undefined;
  return (first?.message as string | undefined) ?? error.message;
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';

const wantsRelogin = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { relogin?: unknown }).relogin === true;

/** The data of a success envelope; any other answer becomes an ApiError. */
export function unwrap<T>(body: unknown, status: number): T {
  if (!isEnvelope(body)) throw new ApiError(ApiCode.failure, REQUEST_ERROR, null, status);
  if (body.code === ApiCode.ok) return body.data as T;
  const code = wantsRelogin(body.data) ? ApiCode.relogin : body.code;
  throw new ApiError(code, body.message, body.data ?? null, status);
}
