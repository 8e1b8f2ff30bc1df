// The envelope codes (docs/api.md) and the one error type every layer throws.
// Messages are i18n keys, translated when the envelope is written (core/i18n).

export const Code = {
  OK: 1,
  FAIL: 0,
  INVALID: -1,
  FORBIDDEN: -2,
  RELOGIN: -3,
  NOT_FOUND: -4,
  CONFLICT: -5,
  TOO_MANY: -6,
} as const;
export type CodeValue = (typeof Code)[keyof typeof Code];

export const HTTP_STATUS: Record<CodeValue, number> = {
  [Code.OK]: 200,
  [Code.FAIL]: 500,
  [Code.INVALID]: 400,
  [Code.FORBIDDEN]: 403,
  [Code.RELOGIN]: 401,
  [Code.NOT_FOUND]: 404,
  [Code.CONFLICT]: 409,
  [Code.TOO_MANY]: 429,
};

export type Params = Record<string, string | number>;

/** One invalid field: `field` is the body path ('data.title') or a header name. */
export interface FieldError { field: string; key: string; params?: Params }

export class AppError extends Error {
  constructor(
    readonly code: CodeValue,
    /** i18n key of the envelope message */
    readonly key: string,
    readonly params: Params = {},
    /** envelope data (besides translated field errors) */
    readonly data: Record<string, unknown> | null = null,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(key);
  }
}

export const invalid = (fieldErrors: FieldError[]) =>
  new AppError(Code.INVALID, 'error.invalid', {}, null, fieldErrors);
export const invalidField = (field: string, key: string, params?: Params) =>
  invalid([{ field, key, params }]);
export const forbidden = () => new AppError(Code.FORBIDDEN, 'error.forbidden');
export const relogin = () => new AppError(Code.RELOGIN, 'error.relogin', {}, { relogin: true });
export const notFound = (params: Params = {}) => new AppError(Code.NOT_FOUND, 'error.not_found', params);
export const conflict = (key = 'error.conflict', params: Params = {}, data: Record<string, unknown> | null = null) =>
  new AppError(Code.CONFLICT, key, params, data);
/** -5 about one field's value (a reused idempotency key): the message, and the field under data.errors as for -1. */
export const conflictField = (field: string, key: string, params: Params = {}) =>
  new AppError(Code.CONFLICT, key, params, null, [{ field, key, params }]);
export const tooMany = () => new AppError(Code.TOO_MANY, 'error.too_many');

/**
 * Code 0 for a refusal the caller caused but that fits no other code (a failed
 * sign-in): the envelope's "failure" with a 4xx status, since no server fault.
 */
export class FailureError extends AppError {
  constructor(key: string, readonly httpStatus = 400, params: Params = {}) {
    super(Code.FAIL, key, params);
  }
}
export const failure = (key: string, httpStatus = 400) => new FailureError(key, httpStatus);
