// Raw JSON bodies whose size or shape alone is the problem, for any route
// whatever its schema: nested too deep, too many values, an array too long,
// too many fields, each past the largest limits a route has (a signed-in
// route's, server/core/json-body.ts) and so refused -1 for `body` on every
// route before anything walks it (on a public route, by its smaller limits:
// often its size); and shapes just within a signed-in route's limits, which
// the route's schema then judges (or a public route's limits refuse).
import { BODY_LIMITS } from '../../../server/core/json-body';

export interface BodyShape {
  name: string;
  payload: string;
  /** refused for `body` on every route (whichever limit comes first), or false when within a signed-in route's limits */
  refused: boolean;
}

const { depth, values, arrayItems, keys } = BODY_LIMITS.signedIn;

/** `levels` nested arrays: [[[…]]]. */
export const nestedArrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
/** An object holding `value` (raw JSON) under a field no schema declares. */
const wrapped = (value: string) => `{"shape":${value}}`;
/** `count` fields, each holding `value` (raw JSON). */
export const keysObject = (count: number, value = '0') => `{${Array.from({ length: count }, (_, i) => `"k${i}":${value}`).join(',')}}`;
const zeros = (count: number) => `[${'0,'.repeat(count - 1)}0]`;

/** 240 arrays each 2,000 deep: 960 KB, under the 1 MB body limit (the body that once held a server 15 s). */
export const MANY_DEEP_ARRAYS = `[${Array.from({ length: 240 }, () => nestedArrays(2000)).join(',')}]`;
/** 9,999 arrays side by side, each `levels` deep (600 KB at 30): within every limit but the values'. */
export const manyArrays = (levels: number) => `[${Array.from({ length: 9_999 }, () => nestedArrays(levels)).join(',')}]`;

/** Every shape, built once (some are near 1 MB). */
export const BODY_SHAPES: BodyShape[] = [
  { name: `nested ${depth + 1} deep`, payload: wrapped(nestedArrays(depth)), refused: true },
  { name: 'one chain 3,000 deep', payload: wrapped(nestedArrays(3000)), refused: true },
  { name: '240 chains 2,000 deep (960 KB)', payload: wrapped(MANY_DEEP_ARRAYS), refused: true },
  { name: `${values + 1} values`, payload: wrapped(`[${zeros(arrayItems)},${zeros(values - arrayItems - 3)}]`), refused: true },
  { name: `an array of ${arrayItems + 1} items`, payload: wrapped(zeros(arrayItems + 1)), refused: true },
  { name: `${keys + 1} fields`, payload: wrapped(keysObject(keys)), refused: true },
  { name: `nested ${depth} deep (at the limit)`, payload: wrapped(nestedArrays(depth - 1)), refused: false },
  // the body, its field's array, the two arrays inside and their numbers
  { name: `${values} values (at the limit)`, payload: wrapped(`[${zeros(arrayItems)},${zeros(values - arrayItems - 4)}]`), refused: false },
  { name: `an array of ${arrayItems} items (at the limit)`, payload: wrapped(zeros(arrayItems)), refused: false },
  { name: `${keys} fields (at the limit)`, payload: wrapped(keysObject(keys - 1)), refused: false },
];
