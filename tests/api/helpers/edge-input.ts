// Inputs at the edge of what a route's body schema accepts, generated like
// ./bad-input.ts: every number at each of its bounds, and every string
// carrying non-ASCII and control characters. The schema accepts most of them,
// so the route answers whatever its rules say — but always an envelope, never
// a 500 (a bound the database cannot hold, a character a query trips on).
import { freeText } from './bad-input';
import { acceptedTypes, eachNode, isSchema, numericNodes, sampleOf, sampleString, withValue, type Schema } from './schema-sample';

export interface EdgeInput {
  /** what is at the edge, for the failure message */
  name: string;
  body: unknown;
  field: string;
}

/** Letters, CJK, an emoji (a surrogate pair), combining marks, right-to-left text. */
const NON_ASCII = 'Ünïcödé 中文字 😀 é\u0301 עברית';
/** C0 and C1 controls, DEL, separators a JSON or log line may trip on (no NUL: refused as unstorable). */
const CONTROL = '\u0001\u0007\b\t\n\r\u001b\u001f\u007f\u0085\u2028\u2029';

function numbersAtBounds(s: Schema): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const n of numericNodes(s)) {
    if (typeof n.minimum === 'number') out.push([`at minimum ${n.minimum}`, n.minimum]);
    if (typeof n.maximum === 'number') out.push([`at maximum ${n.maximum}`, n.maximum]);
  }
  return out;
}

/** `extra` after the node's own sample text, within its maxLength. */
function textWith(s: Schema, extra: string): string {
  const max = typeof s.maxLength === 'number' ? s.maxLength : Infinity;
  const text = sampleString(s) + extra;
  return [...text].length <= max ? text : [...text].slice(-max).join('');
}

/** Every edge input of a body schema, each on top of the schema's own sample body. */
export function edgeInputs(schema: unknown): EdgeInput[] {
  if (!isSchema(schema)) return [];
  const base = sampleOf(schema);
  const out: EdgeInput[] = [];
  eachNode(schema, (s, path) => {
    if (!path.length) return;
    const field = path.join('.');
    const cases = numbersAtBounds(s);
    const text = freeText(s);
    if (text) cases.push(['non-ASCII text', textWith(text, NON_ASCII)], ['control characters', textWith(text, CONTROL)]);
    // a fixed or formatted string (a state, a date, an email) is refused by the schema: -1, still no 500
    else if (acceptedTypes(s)?.has('string')) cases.push(['non-ASCII and control characters', NON_ASCII + CONTROL]);
    for (const [name, value] of cases) out.push({ name: `${field}: ${name}`, body: withValue(base, path, value), field });
  });
  return out;
}
