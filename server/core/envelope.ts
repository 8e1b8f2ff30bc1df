// The envelope (docs/api.md) in one place: every answer is {code, message, data},
// with the HTTP status that fits the code. Route authors use Envelope() for the
// response schema and ok() for the answer; errors are thrown as AppError and
// written here by the app's error handler.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import type { Lang } from './context';
import { AppError, Code, FailureError, HTTP_STATUS, type FieldError } from './errors';
import { invalidMessage } from './field-labels';
import { parseLang, t } from './i18n';
import './messages';

/** TypeBox schema of a success answer whose data is `data`. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), message: Type.String(), data });

export interface EnvelopeBody<T> {
  code: number;
  message: string;
  data: T;
}

/** The request's language: the signed-in context's, else the `lang` header. */
export function langOf(request: FastifyRequest): Lang {
  return request.ctx?.lang ?? parseLang(request.headers.lang);
}

/** The success envelope (code 1) in the caller's language. */
export function ok<T>(request: FastifyRequest, data: T): EnvelopeBody<T> {
  return { code: Code.OK, message: t(langOf(request), 'ok'), data };
}

function translateFields(lang: Lang, errors: FieldError[]) {
  return errors.map(({ field, key, params }) => {
    const translated = { ...params };
    if (key === 'validation.type' && typeof params?.type === 'string') {
      // a union reports 'integer|null': "an integer or null"
      translated.type = params.type.split('|').map((type) => t(lang, `type.${type}`)).join(t(lang, 'validation.or'));
    }
    return { field, message: t(lang, key, translated) };
  });
}

/** Writes an AppError as its envelope. */
export function sendAppError(request: FastifyRequest, reply: FastifyReply, err: AppError): FastifyReply {
  const lang = langOf(request);
  let data: unknown = err.data;
  let message = t(lang, err.key, err.params);
  // -1 always lists its fields; another code may name one (a conflict about one field)
  if (err.code === Code.INVALID || err.fieldErrors.length) {
    const errors = translateFields(lang, err.fieldErrors);
    data = { ...err.data, errors };
    // the message names the field too: a toast shows the message alone
    if (err.code === Code.INVALID && errors.length) message = invalidMessage(lang, request.routeOptions?.url, errors);
  }
  const status = err instanceof FailureError ? err.httpStatus : HTTP_STATUS[err.code];
  return reply.code(status).send({ code: err.code, message, data });
}

/** Code 0: logged with its stack, answered with the request id only. */
export function sendUnexpected(request: FastifyRequest, reply: FastifyReply, err: unknown): FastifyReply {
  request.log.error({ err }, 'unexpected error');
  return reply.code(HTTP_STATUS[Code.FAIL]).send({
    code: Code.FAIL,
    message: t(langOf(request), 'error.internal'),
    data: { requestId: request.id },
  });
}

