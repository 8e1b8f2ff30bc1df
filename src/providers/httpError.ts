// ApiError → react-admin's HttpError, so react-admin's own error handling
// (notifications, server-side validation, checkError) applies unchanged.
import { HttpError } from 'react-admin';
import { ApiCode, type ApiError } from '../http/ApiError';

export interface FieldError {
  field: string;
  message: string;
}

/** HttpError.body of the panel: the envelope's code and data, plus form errors for -1. */
export interface ErrorBody {
  code: number;
  data: unknown;
  /** { fieldName: message, root: { serverError } } as react-admin's forms expect */
  errors?: Record<string, unknown>;
}

const fieldErrorsOf = (data: unknown): FieldError[] => {
  const errors = (data as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors)
    ? errors.filter((e): e is FieldError => typeof e?.field === 'string' && typeof e?.message === 'string')
    : [];
};

/**
 * The API names body fields ('data.title'); a form knows them by source ('title').
 * The message also goes to root.serverError, which react-admin notifies instead of
 * its generic "form is not valid", so the toast still carries the server's words.
 */
function formErrors(error: ApiError): Record<string, unknown> | undefined {
  const fields = fieldErrorsOf(error.data);
  if (fields.length === 0) return undefined;
  const errors: Record<string, unknown> = {};
  for (const { field, message } of fields) {
    const name = field.replace(/^data\./, '');
    if (!(name in errors)) errors[name] = message;
  }
  errors.root = { serverError: error.message };
  return errors;
}

export function toHttpError(error: ApiError): HttpError {
  const body: ErrorBody = { code: error.code, data: error.data };
  if (error.code === ApiCode.invalid) {
    const errors = formErrors(error);
    if (errors) body.errors = errors;
  }
  return new HttpError(error.message, error.status, body);
}

/** The envelope code behind an error thrown by the data provider (or the client). */
export function errorCode(error: unknown): number | undefined {
  const e = error as { code?: unknown; body?: { code?: unknown } } | null;
  if (typeof e?.body?.code === 'number') return e.body.code;
  return typeof e?.code === 'number' ? e.code : undefined;
}
