// The envelope's error answers as OpenAPI response components (docs/api.md "The API document"):
// one per HTTP status the server answers an error with, each status taken from the one mapping of
// codes to statuses (HTTP_STATUS, ./errors.ts) so the document cannot drift from what is sent.
// Written in OpenAPI 3.0 directly (not TypeBox): they go into the document, never into Fastify,
// so no answer is validated or serialised by them.
import { Code, HTTP_STATUS } from './errors';

type Json = Record<string, unknown>;

const str: Json = { type: 'string' };
const flag = (description: string): Json => ({ type: 'boolean', enum: [true], description });
/** OpenAPI 3.0 has no null type: nullable with null its only value (as @fastify/swagger writes Type.Null()). */
const nullOnly: Json = { type: 'object', nullable: true, enum: [null] };
const nullableObject = (properties: Json): Json => ({ type: 'object', nullable: true, properties });

const FieldErrors: Json = {
  type: 'array',
  description: 'each offending field: its body path (dotted for nested: data.title) or a header name, and what is wrong',
  items: { type: 'object', required: ['field', 'message'], properties: { field: str, message: str } },
};

/** The envelope {code, message, data} of one code (an enum of one value, so a generated client narrows on `code`). */
const envelope = (code: number, data: Json, description: string): Json => ({
  type: 'object',
  description,
  required: ['code', 'message', 'data'],
  properties: { code: { type: 'integer', enum: [code] }, message: { ...str, description: 'in the caller\'s language (header lang)' }, data },
});

interface ErrorAnswer { status: number; description: string; schema: Json }

const answer = (code: keyof typeof Code, description: string, schema: Json): ErrorAnswer =>
  ({ status: HTTP_STATUS[Code[code]], description, schema });

/** The error answers by component name; `status` is the HTTP status the server sends with each. */
export const ERROR_ANSWERS = {
  InvalidInput: {
    // 400 carries two codes: -1, and 0 for a failed sign-in (FailureError: a refusal that is no server fault)
    status: HTTP_STATUS[Code.INVALID],
    description: 'code -1, invalid input (the message names the first field); or code 0, a failed sign-in (wrong password or code)',
    schema: {
      oneOf: [
        envelope(Code.INVALID, {
          type: 'object', required: ['errors'],
          properties: { errors: FieldErrors, twoFactor: flag('sign-in: the account has 2FA on; send the same call with a code') },
        }, 'invalid input'),
        envelope(Code.FAIL, nullOnly, 'a failed sign-in'),
      ],
    },
  },
  SignInAgain: answer('RELOGIN', 'code -3: sign in again (token missing, expired or revoked); for a partner route, the bot key missing, unknown or revoked (data null)',
    envelope(Code.RELOGIN, nullableObject({ relogin: flag('a staff session ended') }), 'sign in again')),
  Forbidden: answer('FORBIDDEN', 'code -2: forbidden (no permission key, a partner scope not granted), or an account refusal flagged in data',
    envelope(Code.FORBIDDEN, nullableObject({
      stepUp: flag('confirm it is you (/user/step_up), then call again'),
      twoFactorRequired: flag('enrol in 2FA first'),
      passwordChange: flag('change the password an admin set first'),
    }), 'forbidden')),
  NotFound: answer('NOT_FOUND', 'code -4: no such record (or one the caller may not read)', envelope(Code.NOT_FOUND, nullOnly, 'not found')),
  Conflict: answer('CONFLICT', 'code -5: conflict: a stale version, a state the change does not start from, a record in use, an idempotency key reused',
    envelope(Code.CONFLICT, nullableObject({ current: { description: 'the record as it is now (a stale version)' }, errors: FieldErrors }), 'conflict')),
  TooManyRequests: answer('TOO_MANY', 'code -6: too many requests (sign-in limits, a bot key\'s calls per minute); the message says for how long',
    envelope(Code.TOO_MANY, nullOnly, 'too many requests')),
  Failure: answer('FAIL', 'code 0: an unexpected failure; data.requestId names the server\'s log line (never a stack trace)',
    envelope(Code.FAIL, { type: 'object', required: ['requestId'], properties: { requestId: str } }, 'failure')),
} satisfies Record<string, ErrorAnswer>;

export type ErrorAnswerName = keyof typeof ERROR_ANSWERS;

/** components.responses of the document. */
export const errorResponses = (): Record<string, Json> => Object.fromEntries(Object.entries(ERROR_ANSWERS).map(([name, a]) =>
  [name, { description: a.description, headers: { ...REQUEST_ID_HEADER }, content: { 'application/json': { schema: a.schema } } }]));

/** The header every answer carries (core/hooks.ts registerEnvelope), as components.headers names it. */
export const REQUEST_ID_HEADER = { 'x-request-id': { $ref: '#/components/headers/RequestId' } };
export const requestIdHeader = {
  RequestId: {
    description: 'This call\'s id, also in the server\'s log line for it and in the audit rows it wrote: quote it when reporting a problem',
    schema: { type: 'string' },
  },
};
