// The JSON body parser of every route (public ones included). Each route has
// limits for its body: its size in bytes (Fastify's bodyLimit, refused while
// the body is read, or before when Content-Length says so), and its shape,
// checked by one pass over the raw text before JSON.parse: nesting depth,
// values in all (every scalar, array and object), items in one array, fields
// in all. So JSON.parse, ajv, the text check in ./validation.ts and the
// handlers only ever walk a small value, and a body's cost stays linear in a
// size that is itself small where anyone may send one: 10 clients sending
// 600 KB of 9,999 arrays 30 deep to the sign-in, within the limits of
// every route alike that came before, held /health for seconds.
//
// Limits by who may send the body: a route that needs a staff session has it
// checked before its body is read (hooks.ts, onRequest), so only staff reach
// its larger limits; every other route (public, a partner's before its key is
// checked, token optional, or none declared) takes the small ones. A route
// needing more or less declares `config.bodyLimits` over its kind's.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { invalidField } from './errors';
import { registerMessages } from './i18n';

export interface BodyLimits {
  /** the body's size */
  bytes: number;
  /** nesting of arrays and objects */
  depth: number;
  /** values in all: every scalar, array and object, the body itself included */
  values: number;
  /** items of any one array */
  arrayItems: number;
  /** fields of all objects together */
  keys: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This route's JSON body limits over those of its kind (BODY_LIMITS);
     * once the route is added, all of them (registerJsonBodyParser).
     */
    bodyLimits?: Partial<BodyLimits>;
  }
}

const KB = 1024;

/**
 * Staff bodies are far above any real request's shape (the largest: 1,000
 * ids of a bulk action, 4 levels deep at most); the others hold a sign-in, a
 * QR ticket, a tooltip batch of 100 items (a partner's exception report, up to
 * 100 events with their stacks, declares 1 MB).
 */
export const BODY_LIMITS: Readonly<{ signedIn: Readonly<BodyLimits>; public: Readonly<BodyLimits> }> = {
  signedIn: { bytes: 1024 * KB, depth: 32, values: 20_000, arrayItems: 10_000, keys: 10_000 },
  public: { bytes: 64 * KB, depth: 8, values: 1_000, arrayItems: 1_000, keys: 1_000 },
};

registerMessages({
  'zh-CN': {
    'validation.body_depth': '请求体嵌套超过 {limit} 层',
    'validation.body_values': '请求体中的值（数字、文本、数组、对象）超过 {limit} 个',
    'validation.body_items': '请求体中的数组超过 {limit} 项',
    'validation.body_keys': '请求体的字段总数超过 {limit} 个',
  },
  'en-US': {
    'validation.body_depth': 'The body is nested deeper than {limit} levels',
    'validation.body_values': 'The body holds more than {limit} values (numbers, texts, arrays, objects)',
    'validation.body_items': 'An array in the body has more than {limit} items',
    'validation.body_keys': 'The body has more than {limit} fields in all',
  },
});

export type ShapeProblem = 'body_depth' | 'body_values' | 'body_items' | 'body_keys';
type ShapeLimits = Pick<BodyLimits, 'depth' | 'values' | 'arrayItems' | 'keys'>;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/**
 * The first limit `text` crosses, or null, found before the text ends where
 * one is crossed. Counts outside strings: brackets for depth, the commas of
 * each open array (items), the colons of every object (fields). Values: the
 * body, one per field (its colon), and in an array its first item (the first
 * character after `[` that is not `]`) and one per comma. Malformed JSON is
 * left to JSON.parse, which refuses it; the open arrays' counts live in a
 * fixed-size table (depth is bounded).
 */
export function shapeProblem(text: string, limits: Readonly<ShapeLimits>): ShapeProblem | null {
  const commas = new Int32Array(limits.depth + 1); // per open array, indexed by depth
  const isArray = new Uint8Array(limits.depth + 1);
  let depth = 0;
  let keys = 0;
  let values = 1;
  let arrayOpened = false; // the last character that counts was `[`: the next one may start its first item
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (arrayOpened && !isSpace(c)) {
      arrayOpened = false;
      if (c !== CLOSE_ARRAY && ++values > limits.values) return 'body_values';
    }
    if (c === QUOTE) {
      i = endOfString(text, i);
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > limits.depth) return 'body_depth';
      isArray[depth] = c === OPEN_ARRAY ? 1 : 0;
      commas[depth] = 0;
      arrayOpened = c === OPEN_ARRAY;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      if (depth > 0) depth--;
    } else if (c === COMMA) {
      if (depth > 0 && isArray[depth]) {
        if (++commas[depth] >= limits.arrayItems) return 'body_items';
        if (++values > limits.values) return 'body_values';
      }
    } else if (c === COLON) {
      if (++keys > limits.keys) return 'body_keys';
      if (++values > limits.values) return 'body_values';
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

/** A route's limits: its kind's, with what it declares over them. */
export function bodyLimitsOf(config: RouteOptions['config']): BodyLimits {
  const signedIn = config?.permission !== undefined && config.public !== true && config.tokenOptional !== true;
  return { ...(signedIn ? BODY_LIMITS.signedIn : BODY_LIMITS.public), ...config?.bodyLimits };
}

/**
 * Gives every route its limits as it is added (the size as Fastify's
 * bodyLimit), and replaces Fastify's application/json parser (same parsing,
 * same errors) with one that checks the shape first.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const limits = bodyLimitsOf(route.config);
    route.config = { ...route.config, bodyLimits: limits };
    route.bodyLimit ??= limits.bytes;
  });
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    // every route's limits are whole by now; an unknown URL (no route) takes the public ones
    const limits = (request.routeOptions.config.bodyLimits ?? BODY_LIMITS.public) as BodyLimits;
    const problem = shapeProblem(text, limits);
    if (!problem) return parse(request, text, done);
    const limit = { body_depth: limits.depth, body_values: limits.values, body_items: limits.arrayItems, body_keys: limits.keys }[problem];
    done(invalidField('body', `validation.${problem}`, { limit }), undefined);
  });
}
