// A plain JSON-schema reader for the generated tests: the smallest value a
// route's body schema accepts, and the JSON types a schema node accepts.
// TypeBox's Value.Create does the first for TypeBox kinds but throws on
// Type.Unsafe (our StringEnum) and on the plain JSON schemas hand-written
// routes use; this reads the JSON schema keywords ajv reads, whatever built them.

export type Schema = Record<string, unknown>;
export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';

export const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
export const branchesOf = (s: Schema): Schema[] => ((s.anyOf ?? s.oneOf) as Schema[] | undefined) ?? [];
export const propertiesOf = (s: Schema): Record<string, Schema> => (isSchema(s.properties) ? s.properties as Record<string, Schema> : {});
export const requiredOf = (s: Schema): string[] => (Array.isArray(s.required) ? s.required as string[] : []);
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

function typeOfValue(v: unknown): JsonType {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v as JsonType;
}

/** The JSON types a node accepts, or null when it accepts any (Type.Unknown). */
export function acceptedTypes(s: Schema): Set<JsonType> | null {
  if (s.const !== undefined) return new Set([typeOfValue(s.const)]);
  if (Array.isArray(s.enum)) return new Set(s.enum.map(typeOfValue));
  const branches = branchesOf(s);
  if (branches.length) {
    const all = new Set<JsonType>();
    for (const b of branches) {
      const types = acceptedTypes(b);
      if (!types) return null;
      types.forEach((t) => all.add(t));
    }
    return all;
  }
  if (s.type === undefined) return isSchema(s.properties) ? new Set(['object']) : null;
  const types = new Set([s.type].flat() as JsonType[]);
  if (types.has('number')) types.add('integer');
  return types;
}

const FORMAT_SAMPLES: Record<string, string> = {
  date: '2025-01-02',
  'date-time': '2025-01-02T03:04:05.000Z',
  time: '03:04:05Z',
  email: 'sample@example.com',
  uri: 'https://example.com/sample',
  url: 'https://example.com/sample',
  uuid: '00000000-0000-4000-8000-000000000000',
};
const STRING_CANDIDATES = ['sample', 'https://example.com/sample', 'a1', '1', 'sample@example.com', 'A'];

/** A string within the node's length limits that matches its pattern, if one of a few candidates does. */
export function sampleString(s: Schema): string {
  if (typeof s.format === 'string' && FORMAT_SAMPLES[s.format]) return FORMAT_SAMPLES[s.format];
  const min = num(s.minLength) ?? 0;
  const max = num(s.maxLength) ?? Infinity;
  const fit = (text: string) => (text.length < min ? text + 'x'.repeat(min - text.length) : text.slice(0, max));
  const pattern = typeof s.pattern === 'string' ? new RegExp(s.pattern, 'u') : null;
  for (const candidate of STRING_CANDIDATES.map(fit)) {
    if (!pattern || pattern.test(candidate)) return candidate;
  }
  return fit('sample');
}

function sampleNumber(s: Schema): number {
  const integer = [s.type].flat().includes('integer');
  const step = integer ? 1 : 0.5;
  let value = num(s.minimum) ?? (num(s.exclusiveMinimum) !== undefined ? num(s.exclusiveMinimum)! + step : 1);
  const max = num(s.maximum) ?? (num(s.exclusiveMaximum) !== undefined ? num(s.exclusiveMaximum)! - step : undefined);
  if (max !== undefined && value > max) value = max;
  return value;
}

/** The smallest value `s` accepts: required properties only, minItems items, minimum numbers. */
export function sampleOf(s: Schema): unknown {
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  const branches = branchesOf(s);
  if (branches.length) return sampleOf(branches.find((b) => b.type !== 'null') ?? branches[0]);
  const type = [s.type].flat()[0] ?? (isSchema(s.properties) ? 'object' : undefined);
  switch (type) {
    case 'string': return sampleString(s);
    case 'integer': case 'number': return sampleNumber(s);
    case 'boolean': return false;
    case 'null': return null;
    case 'array': return Array.from({ length: num(s.minItems) ?? 0 }, () => sampleOf(isSchema(s.items) ? s.items : {}));
    case 'object': return sampleObject(s);
    default: return null;
  }
}

function sampleObject(s: Schema): Record<string, unknown> {
  const props = propertiesOf(s);
  const keys = requiredOf(s);
  for (const key of Object.keys(props)) if (keys.length < (num(s.minProperties) ?? 0) && !keys.includes(key)) keys.push(key);
  return Object.fromEntries(keys.filter((k) => props[k]).map((k) => [k, sampleOf(props[k])]));
}

/** A copy of `body` with `value` at `path` (creating missing parents). */
export function withValue(body: unknown, path: string[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  const index = /^\d+$/.test(head) ? Number(head) : null;
  if (index !== null) {
    const copy = Array.isArray(body) ? [...body] : [];
    copy[index] = withValue(copy[index], rest, value);
    return copy;
  }
  const copy: Record<string, unknown> = isSchema(body) ? { ...body } : {};
  copy[head] = withValue(copy[head], rest, value);
  return copy;
}

/** A copy of `body` without the property at `path`. */
export function without(body: unknown, path: string[]): unknown {
  const parent = path.slice(0, -1).reduce<unknown>((v, k) => (isSchema(v) || Array.isArray(v) ? (v as Record<string, unknown>)[k] : undefined), body);
  if (!isSchema(parent)) return body;
  const { [path[path.length - 1]]: _dropped, ...rest } = parent;
  return withValue(body, path.slice(0, -1), rest);
}

/**
 * Calls `visit` for every node of a body schema with its path (the root with
 * []), properties and array items (as index 0) included; a union's branches
 * are not entered (its errors are reported at its own path).
 */
export function eachNode(schema: Schema, visit: (s: Schema, path: string[]) => void): void {
  const walk = (s: Schema, path: string[]) => {
    visit(s, path);
    if (branchesOf(s).length) return;
    for (const [key, child] of Object.entries(propertiesOf(s))) walk(child, [...path, key]);
    if (isSchema(s.items)) walk(s.items, [...path, '0']);
  };
  walk(schema, []);
}

/** The numeric nodes a node accepts: itself, or its union's numeric branches (not a fixed value). */
export function numericNodes(s: Schema): Schema[] {
  const numeric = (n: Schema) => n.const === undefined && !Array.isArray(n.enum)
    && [n.type].flat().some((t) => t === 'integer' || t === 'number');
  return [s, ...branchesOf(s)].filter(numeric);
}
