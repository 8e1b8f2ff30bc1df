// Bad bodies generated from a route's body schema: for every field (nested
// too) a wrong type, each limit the schema declares crossed (and ±1e308 for
// every number, so a number without bounds is caught), a missing
// required field, an extra field, and text PostgreSQL cannot store (NUL) or
// that is not Unicode (a lone surrogate). Each must be answered -1 naming
// `field` (the dotted path, as core/validation.ts reports it).
import {
  acceptedTypes, branchesOf, eachNode, isSchema, numericNodes, requiredOf, sampleOf, sampleString, withValue, without,
  type JsonType, type Schema,
} from './schema-sample';

export interface BadInput {
  /** what is wrong, for the failure message */
  name: string;
  body: unknown;
  field: string;
}

const WRONG_TYPES: [JsonType, unknown][] = [
  ['string', 'wrong type'], ['integer', 12345], ['boolean', true], ['object', {}], ['array', []], ['null', null],
];
/**
 * Longer strings would cross a staff route's 1 MB body limit (server/core/json-body.ts), answered for
 * `body` instead of the field; no field of a public route, with its smaller limit, comes near.
 */
const MAX_GENERATED_LENGTH = 900_000;
const MAX_GENERATED_ITEMS = 5_000;
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

function wrongType(s: Schema): unknown[] {
  const accepted = acceptedTypes(s);
  if (!accepted) return [];
  const found = WRONG_TYPES.find(([type]) => !accepted.has(type));
  const out = found ? [found[1]] : [];
  if (accepted.has('integer') && !accepted.has('number')) out.push(1.5);
  return out;
}

function stringLimits(s: Schema): [string, unknown][] {
  const out: [string, unknown][] = [];
  const min = num(s.minLength);
  const max = num(s.maxLength);
  if (min) out.push([`shorter than ${min}`, 'x'.repeat(min - 1)]);
  if (max !== undefined && max < MAX_GENERATED_LENGTH) out.push([`longer than ${max}`, 'x'.repeat(max + 1)]);
  if (Array.isArray(s.enum) || s.const !== undefined) out.push(['not one of the allowed values', 'not-an-allowed-value']);
  if (typeof s.format === 'string') out.push([`not a ${s.format}`, 'not a valid value']);
  if (typeof s.pattern === 'string') {
    const pattern = new RegExp(s.pattern, 'u');
    const miss = [' ', '', '%%%', 'no match here', '\t'].find((c) => !pattern.test(c));
    if (miss !== undefined) out.push([`not matching ${s.pattern}`, miss]);
  }
  return out;
}

function numberLimits(s: Schema): [string, unknown][] {
  const out: [string, unknown][] = [];
  if (num(s.minimum) !== undefined) out.push([`below ${s.minimum}`, num(s.minimum)! - 1]);
  if (num(s.exclusiveMinimum) !== undefined) out.push([`at exclusive ${s.exclusiveMinimum}`, s.exclusiveMinimum]);
  if (num(s.maximum) !== undefined) out.push([`above ${s.maximum}`, num(s.maximum)! + 1]);
  if (num(s.exclusiveMaximum) !== undefined) out.push([`at exclusive ${s.exclusiveMaximum}`, s.exclusiveMaximum]);
  return out;
}

function arrayLimits(s: Schema): [string, unknown][] {
  const out: [string, unknown][] = [];
  const item = sampleOf(isSchema(s.items) ? s.items : {});
  const min = num(s.minItems);
  const max = num(s.maxItems);
  if (min) out.push([`fewer than ${min} items`, Array.from({ length: min - 1 }, () => item)]);
  if (max !== undefined && max < MAX_GENERATED_ITEMS) out.push([`more than ${max} items`, Array.from({ length: max + 1 }, () => item)]);
  return out;
}

/** Text with a NUL and with a lone surrogate, else valid for `s` (so only the text itself is wrong). */
function unstorableText(s: Schema): [string, unknown][] {
  const base = sampleString(s);
  const max = num(s.maxLength) ?? Infinity;
  const put = (bad: string) => (base.length + 1 <= max ? base + bad : base.slice(0, Math.max(0, max - 1)) + bad);
  return [['text with a NUL byte', put('\u0000')], ['text with a lone surrogate', put('\ud800')]];
}

/** The free-text string a node accepts (itself or one of its union's branches), if any. */
export function freeText(s: Schema): Schema | null {
  if (acceptedTypes(s) === null) return {};
  const candidates = [s, ...branchesOf(s)];
  return candidates.find((c) => c.type === 'string' && !Array.isArray(c.enum) && c.const === undefined && c.format === undefined) ?? null;
}

/** Numbers no column holds: refused by the schema's bounds, whatever they are. */
const HUGE_NUMBERS: [string, unknown][] = [['far above any bound (1e308)', 1e308], ['far below any bound (-1e308)', -1e308]];

function casesAt(s: Schema): [string, unknown][] {
  const out: [string, unknown][] = wrongType(s).map((v) => [`wrong type ${JSON.stringify(v)}`, v]);
  if (numericNodes(s).length) out.push(...HUGE_NUMBERS);
  const text = freeText(s);
  if (text) out.push(...unstorableText(text));
  if (branchesOf(s).length) { // a union's errors are reported at its own path
    if (branchesOf(s).some((b) => Array.isArray(b.enum) || b.const !== undefined)) out.push(['none of the allowed values', 'not-an-allowed-value']);
    return out;
  }
  const types = acceptedTypes(s) ?? new Set();
  if (types.has('string')) out.push(...stringLimits(s));
  if (types.has('integer') || types.has('number')) out.push(...numberLimits(s));
  if (types.has('array')) out.push(...arrayLimits(s));
  return out;
}

/** Every bad input for a body schema, each on top of the schema's own sample body. */
export function badInputs(schema: unknown): BadInput[] {
  if (!isSchema(schema)) return [];
  const base = sampleOf(schema);
  const out: BadInput[] = [];
  eachNode(schema, (s, path) => {
    const field = path.join('.');
    if (path.length) {
      for (const [name, value] of casesAt(s)) out.push({ name: `${field}: ${name}`, body: withValue(base, path, value), field });
    }
    if (branchesOf(s).length) return;
    for (const key of requiredOf(s)) {
      out.push({ name: `${[...path, key].join('.')}: missing`, body: without(withValue(base, path, sampleOf(s)), [...path, key]), field: [...path, key].join('.') });
    }
    if (path.length && (num(s.minProperties) ?? 0) > 0) out.push({ name: `${field}: empty`, body: withValue(base, path, {}), field });
    if (s.additionalProperties === false) {
      const extra = [...path, 'unexpectedField'];
      out.push({ name: `${extra.join('.')}: extra field`, body: withValue(base, extra, 1), field: extra.join('.') });
    }
  });
  return out;
}
