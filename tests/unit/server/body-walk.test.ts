// The two walks every request body goes through: the shape scan of the raw
// text before JSON.parse (server/core/json-body.ts) and the unstorable-text
// check of the parsed value (server/core/validation.ts). Both are linear in
// the body's size and never recurse, whatever its depth.
import { describe, expect, it } from 'vitest';
import { BODY_LIMITS, shapeProblem } from '../../../server/core/json-body';
import { unstorableText } from '../../../server/core/validation';

const nested = (levels: number, inner = '') => '['.repeat(levels) + inner + ']'.repeat(levels);

describe('shapeProblem', () => {
  const limits = { depth: 3, values: 100, arrayItems: 3, keys: 3 };

  it('counts nesting depth, each array\'s items and all fields against the limits', () => {
    expect(shapeProblem('{"a":[[1]]}', limits)).toBeNull();
    expect(shapeProblem('{"a":[[[1]]]}', limits)).toBe('body_depth');
    expect(shapeProblem('[1,2,3]', limits)).toBeNull();
    expect(shapeProblem('[1,2,3,4]', limits)).toBe('body_items');
    expect(shapeProblem('[[1,2,3],[1,2,3],[1,2,3]]', limits)).toBeNull(); // items count per array
    expect(shapeProblem('{"a":1,"b":{"c":1}}', limits)).toBeNull();
    expect(shapeProblem('{"a":1,"b":{"c":1,"d":2}}', limits)).toBe('body_keys'); // fields count in all
    expect(shapeProblem('{"a":{"b":1},"c":{"d":1}}', limits)).toBe('body_keys');
    expect(shapeProblem('[{"a":1,"b":2},{"c":3,"d":4}]', { ...limits, keys: 10 })).toBeNull(); // object commas are no items
  });

  it('counts every value, the body and each array and object included, and stops at the first past the limit', () => {
    const few = { depth: 5, values: 6, arrayItems: 100, keys: 100 };
    expect(shapeProblem('{"a":[1,2],"b":{"c":null}}', few)).toBeNull(); // the body, a, its 1 and 2, b, c
    expect(shapeProblem('{"a":[1,2,3],"b":{"c":null}}', few)).toBe('body_values');
    expect(shapeProblem('[[],[ ],{}, [ 1 ]]', few)).toBeNull(); // empty arrays hold nothing; spaces count for nothing
    expect(shapeProblem('[[],[],{},[1],"x"]', few)).toBe('body_values');
    expect(shapeProblem(JSON.stringify(['a,b', 'c:d', '[e]']), few)).toBeNull();
    expect(shapeProblem(`[${'[0],'.repeat(1e6)}0]`, few)).toBe('body_values'); // long before the end
  });

  it('reads brackets, commas and colons inside strings as text, escaped quotes included', () => {
    expect(shapeProblem(JSON.stringify({ a: '[[[[{{{{,,,,::::' }), limits)).toBeNull();
    expect(shapeProblem(JSON.stringify({ a: 'say \\"[[[[\\" and \\\\', b: '"]]]]"' }), limits)).toBeNull();
    expect(shapeProblem(JSON.stringify(['\\', '[[[[']), limits)).toBeNull();
    expect(shapeProblem(`["\\\\"${nested(3)}]`, limits)).toBe('body_depth'); // an escaped backslash ends no string
  });

  it('leaves malformed text to JSON.parse without looping or throwing', () => {
    expect(shapeProblem('"unterminated [[[[', limits)).toBeNull();
    expect(shapeProblem(']]]]]]][[', limits)).toBeNull();
    expect(shapeProblem(']]]]]]][[[[', limits)).toBe('body_depth');
    expect(shapeProblem('', limits)).toBeNull();
  });

  it('scans a megabyte of deep arrays in well under the time a request may take', () => {
    const body = `[${Array.from({ length: 240 }, () => nested(2000)).join(',')}]`;
    const started = performance.now();
    expect(shapeProblem(body, BODY_LIMITS.signedIn)).toBe('body_depth');
    const text = JSON.stringify({ a: 'x['.repeat(500_000) });
    expect(shapeProblem(text, BODY_LIMITS.signedIn)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(BODY_LIMITS.signedIn.depth).toBe(32);
  });
});

describe('unstorableText', () => {
  it('names every field holding a NUL or a lone surrogate, keys included, in order', () => {
    expect(unstorableText({ a: 'ok', b: ['x', 'y\u0000'], c: { d: '\ud800' }, ['e\u0000']: 1 })).toEqual(['b.1', 'c.d', 'e\u0000']);
    expect(unstorableText('\u0000')).toEqual(['body']);
    expect(unstorableText({ a: '😀 fine' })).toEqual([]);
  });

  it('walks a value 200,000 levels deep without recursion, in linear time', () => {
    let value: unknown = 'bad\u0000';
    for (let i = 0; i < 200_000; i++) value = [value];
    const started = performance.now();
    const [path] = unstorableText({ deep: value });
    expect(path).toBe(`deep${'.0'.repeat(200_000)}`);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('stops at 20 fields', () => {
    expect(unstorableText(Array.from({ length: 100 }, () => '\u0000'))).toHaveLength(20);
  });
});
