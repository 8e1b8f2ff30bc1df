// Raw JSON bodies whose shape alone is the problem, for any route whatever its
// schema: nested too deep, an array too long, too many fields — each refused
// -1 for `body` before anything walks it (server/core/json-body.ts) — and the
// same shapes just within the limits, which the route's schema then judges.
import { BODY_SHAPE_LIMITS } from '../../../server/core/json-body';

export interface BodyShape {
  name: string;
  payload: string;
  /** the message key of the -1 for `body`, or null when the shape is within the limits */
  refusedAs: string | null;
}

const { depth, arrayItems, keys } = BODY_SHAPE_LIMITS;

/** `levels` nested arrays: [[[…]]]. */
export const nestedArrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
/** An object holding `value` (raw JSON) under a field no schema declares. */
const wrapped = (value: string) => `{"shape":${value}}`;
const keysObject = (count: number) => `{${Array.from({ length: count }, (_, i) => `"k${i}":0`).join(',')}}`;

/** 240 arrays each 2,000 deep: 960 KB, under the 1 MB body limit (the body that once held a server 15 s). */
export const MANY_DEEP_ARRAYS = `[${Array.from({ length: 240 }, () => nestedArrays(2000)).join(',')}]`;

/** Every shape, built once (some are near 1 MB). */
export const BODY_SHAPES: BodyShape[] = [
  { name: `nested ${depth + 1} deep`, payload: wrapped(nestedArrays(depth)), refusedAs: 'validation.body_depth' },
  { name: 'one chain 3,000 deep', payload: wrapped(nestedArrays(3000)), refusedAs: 'validation.body_depth' },
  { name: '240 chains 2,000 deep (960 KB)', payload: wrapped(MANY_DEEP_ARRAYS), refusedAs: 'validation.body_depth' },
  { name: `an array of ${arrayItems + 1} items`, payload: wrapped(`[${'0,'.repeat(arrayItems)}0]`), refusedAs: 'validation.body_items' },
  { name: `${keys + 1} fields`, payload: wrapped(keysObject(keys)), refusedAs: 'validation.body_keys' },
  { name: `nested ${depth} deep (at the limit)`, payload: wrapped(nestedArrays(depth - 1)), refusedAs: null },
  { name: `an array of ${arrayItems} items (at the limit)`, payload: wrapped(`[${'0,'.repeat(arrayItems - 1)}0]`), refusedAs: null },
  { name: `${keys} fields (at the limit)`, payload: wrapped(keysObject(keys - 1)), refusedAs: null },
];
