// Turns ajv's errors (from the TypeBox route schemas) and Fastify's own 4xx
// errors into the envelope's -1 with field paths ('data.title', 'appid', 'body'),
// and refuses text no column can store as sent, whatever the schema says.
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { AppError, invalid, invalidField, type FieldError, type Params } from './errors';
import { registerMessages } from './i18n';

registerMessages({
  'zh-CN': { 'validation.text': '不能包含空字符（\\u0000）或不成对的 Unicode 代理字符' },
  'en-US': { 'validation.text': 'Must not contain a NUL character (\\u0000) or an unpaired Unicode surrogate' },
});

const KEYWORD_KEYS: Record<string, string> = {
  required: 'validation.required',
  type: 'validation.type',
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  minimum: 'validation.minimum',
  maximum: 'validation.maximum',
  exclusiveMinimum: 'validation.minimum',
  exclusiveMaximum: 'validation.maximum',
  minItems: 'validation.minItems',
  maxItems: 'validation.maxItems',
  uniqueItems: 'validation.uniqueItems',
  pattern: 'validation.pattern',
  format: 'validation.format',
  enum: 'validation.enum',
  const: 'validation.enum',
  additionalProperties: 'validation.additional',
};

const LIMITS = new Set(['minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems']);

function fieldOf(e: FastifySchemaValidationError, dataVar: string): string {
  const path = e.instancePath.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (e.keyword === 'required') path.push(String(e.params.missingProperty));
  if (e.keyword === 'additionalProperties') path.push(String(e.params.additionalProperty));
  return path.length ? path.join('.') : dataVar;
}

function paramsOf(e: FastifySchemaValidationError): Params {
  const p = e.params;
  if (LIMITS.has(e.keyword)) return { limit: Number(p.limit) };
  if (e.keyword === 'type') return { type: String(p.type) };
  if (e.keyword === 'format') return { format: String(p.format) };
  if (e.keyword === 'enum') return { values: (p.allowedValues as unknown[]).map(String).join(', ') };
  if (e.keyword === 'const') return { values: String(p.allowedValue) };
  return {};
}

function single(e: FastifySchemaValidationError, field: string): FieldError {
  if (field === 'body' && e.keyword === 'type') return { field, key: 'validation.body_object' };
  return { field, key: KEYWORD_KEYS[e.keyword] ?? 'validation.invalid', params: paramsOf(e) };
}

// A failed union (TypeBox Union → anyOf) reports every branch; merge them into
// one message: "one of a, b" for literals, "an integer or null" for types.
function union(branches: FastifySchemaValidationError[], field: string): FieldError {
  const consts = branches.filter((e) => e.keyword === 'const').map((e) => String(e.params.allowedValue));
  if (consts.length) return { field, key: 'validation.enum', params: { values: consts.join(', ') } };
  const types = branches.filter((e) => e.keyword === 'type').map((e) => String(e.params.type));
  if (types.length) return { field, key: 'validation.type', params: { type: types.join('|') } };
  return { field, key: 'validation.invalid' };
}

/** ajv errors → one FieldError per field, in the order ajv found them. */
export function fieldErrors(errors: FastifySchemaValidationError[], dataVar: string): FieldError[] {
  const out = new Map<string, FieldError>();
  for (const e of errors) {
    const field = fieldOf(e, dataVar);
    // errors inside a union's branches are summed up by the union's own error
    if (out.has(field) || inBranch(e)) continue;
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf') {
      out.set(field, union(errors.filter((b) => inBranch(b) && fieldOf(b, dataVar) === field), field));
    } else out.set(field, single(e, field));
  }
  return [...out.values()];
}

const inBranch = (e: FastifySchemaValidationError) => /\/(anyOf|oneOf)\/\d+\//.test(e.schemaPath);

/** Fastify's schemaErrorFormatter: validation errors become the -1 envelope. */
export function schemaErrorFormatter(errors: FastifySchemaValidationError[], dataVar: string): Error {
  return invalid(fieldErrors(errors, dataVar === 'headers' ? 'headers' : 'body'));
}

/** A body limit as a person reads it: 1 MB, 64 KB. */
export const sizeText = (bytes: number) => (bytes >= 1048576 ? `${+(bytes / 1048576).toFixed(1)} MB` : `${+(bytes / 1024).toFixed(1)} KB`);

/** Fastify's own 4xx errors (parsing, size against the route's `bodyLimit`, media type) as -1; null: not a client error. */
export function fromFastifyError(err: { code?: unknown; statusCode?: number }, bodyLimit = 1048576): AppError | null {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return invalidField('body', 'validation.json');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return invalidField('body', 'validation.body_object');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return invalidField('body', 'validation.body_too_large', { limit: sizeText(bodyLimit) });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return invalidField('content-type', 'validation.content_type');
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return invalidField('body', 'validation.invalid');
  return null;
}

type SchemaNode = Record<string | symbol, unknown>;
const isNode = (v: unknown): v is SchemaNode => typeof v === 'object' && v !== null && !Array.isArray(v);
const SUB_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'];
const SUB_LISTS = ['anyOf', 'oneOf'];

/**
 * A copy of a request schema in which every object that does not say
 * otherwise refuses unknown fields (additionalProperties: false): an extra
 * field is a -1, never silently ignored. Opt out with additionalProperties:
 * true. Parts of an allOf are left open (each part sees only its own fields).
 */
export function closeObjects<T>(schema: T): T {
  if (!isNode(schema)) return schema;
  const copy: SchemaNode = { ...schema };
  if (copy.type === 'object' && copy.additionalProperties === undefined && copy.patternProperties === undefined
    && copy.unevaluatedProperties === undefined) copy.additionalProperties = false;
  for (const key of SUB_MAPS) {
    const map = copy[key];
    if (isNode(map)) copy[key] = Object.fromEntries(Object.entries(map).map(([k, v]) => [k, closeObjects(v)]));
  }
  for (const key of SUB_LISTS) if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map(closeObjects);
  if (isNode(copy.items)) copy.items = closeObjects(copy.items);
  return copy as T;
}

/**
 * NUL, which PostgreSQL refuses in text and jsonb (the query fails: a 500),
 * and a lone UTF-16 surrogate, which is no Unicode text at all (the driver
 * would silently store U+FFFD instead of what was sent).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);
const MAX_REPORTED = 20;

/**
 * Dotted paths of every string (value or key, at any depth) holding
 * unstorable text. Iterative, with each node's parent link instead of a copied
 * path, so the cost is linear in the body's size whatever its depth; a path is
 * built only for a field reported.
 */
export function unstorableText(value: unknown): string[] {
  const found: string[] = [];
  const stack: PathNode[] = [{ value, key: null, parent: null }];
  while (stack.length && found.length < MAX_REPORTED) {
    const node = stack.pop()!;
    const v = node.value;
    if (node.key !== null && unstorable(node.key)) found.push(pathOf(node));
    else if (typeof v === 'string') {
      if (unstorable(v)) found.push(pathOf(node) || 'body');
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: String(i), parent: node });
    } else if (typeof v === 'object' && v !== null) {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i][1], key: entries[i][0], parent: node });
    }
  }
  return found;
}

/** A value of the body with its key and parent: the path, built only when reported. */
interface PathNode { value: unknown; key: string | null; parent: PathNode | null }

function pathOf(node: PathNode): string {
  const keys: string[] = [];
  for (let n: PathNode | null = node; n; n = n.parent) if (n.key !== null) keys.push(n.key);
  return keys.reverse().join('.');
}

/** preValidation hook of every API route: unstorable text is -1 naming each field, before anything reads it. */
export function refuseUnstorableText(request: FastifyRequest): void {
  const fields = unstorableText(request.body);
  if (fields.length) throw invalid(fields.map((field) => ({ field, key: 'validation.text' })));
}
