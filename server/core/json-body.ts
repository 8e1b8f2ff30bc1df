// The JSON body parser of every route (public ones included): before
// JSON.parse, one pass over the raw text refuses a body nested deeper, with
// longer arrays or with more fields than any request needs. Everything that
// reads a body afterwards (ajv, the text check in ./validation.ts, the
// handlers) then walks a small, shallow value, so a body's cost stays linear
// in its size and no body can drive deep recursion or a long walk.
import type { FastifyInstance } from 'fastify';
import { invalidField } from './errors';
import { registerMessages } from './i18n';

/**
 * Far above any request body's real shape (the largest: 1,000 ids of a
 * bulk action, 100 events of an exception report, 4 levels deep at most).
 */
export interface ShapeLimits { depth: number; arrayItems: number; keys: number }
export const BODY_SHAPE_LIMITS: Readonly<ShapeLimits> = { depth: 32, arrayItems: 10_000, keys: 10_000 };

registerMessages({
  'zh-CN': {
    'validation.body_depth': '请求体嵌套超过 {limit} 层',
    'validation.body_items': '请求体中的数组超过 {limit} 项',
    'validation.body_keys': '请求体的字段总数超过 {limit} 个',
  },
  'en-US': {
    'validation.body_depth': 'The body is nested deeper than {limit} levels',
    'validation.body_items': 'An array in the body has more than {limit} items',
    'validation.body_keys': 'The body has more than {limit} fields in all',
  },
});

export type ShapeProblem = 'body_depth' | 'body_items' | 'body_keys';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

/**
 * The first limit `text` crosses, or null. Counts brackets outside strings:
 * depth, the commas of each open array (items), the colons of every object
 * (keys, one per field). Malformed JSON is left to JSON.parse, which refuses
 * it; the open arrays' counts live in a fixed-size table (depth is bounded).
 */
export function shapeProblem(text: string, limits: Readonly<ShapeLimits> = BODY_SHAPE_LIMITS): ShapeProblem | null {
  const commas = new Int32Array(limits.depth + 1); // per open array, indexed by depth
  const isArray = new Uint8Array(limits.depth + 1);
  let depth = 0;
  let keys = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = endOfString(text, i);
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > limits.depth) return 'body_depth';
      isArray[depth] = c === OPEN_ARRAY ? 1 : 0;
      commas[depth] = 0;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      if (depth > 0) depth--;
    } else if (c === COMMA) {
      if (depth > 0 && isArray[depth] && ++commas[depth] >= limits.arrayItems) return 'body_items';
    } else if (c === COLON) {
      if (++keys > limits.keys) return 'body_keys';
    }
  }
  return null;
}

/** The index of the quote closing the string opened at `start` (or the end of the text). */
function endOfString(text: string, start: number): number {
  let i = start + 1;
  for (;;) {
    const quote = text.indexOf('"', i);
    if (quote < 0) return text.length;
    let slashes = 0;
    while (text.charCodeAt(quote - 1 - slashes) === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return quote;
    i = quote + 1;
  }
}

/** Replaces Fastify's application/json parser (same parsing, same errors) with one that checks the shape first. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    const problem = shapeProblem(text);
    if (!problem) return parse(request, text, done);
    const limit = { body_depth: BODY_SHAPE_LIMITS.depth, body_items: BODY_SHAPE_LIMITS.arrayItems, body_keys: BODY_SHAPE_LIMITS.keys }[problem];
    done(invalidField('body', `validation.${problem}`, { limit }), undefined);
  });
}
