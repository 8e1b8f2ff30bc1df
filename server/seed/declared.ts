// Demo values of a resource's written fields, read off its field declaration (contract/fields.ts),
// for the fields a seed step does not set itself: a field added to the declaration gets
// plausible demo data without a line in the step (npm run module:new writes steps that use it).
import { columnOf, type DeclaredContract, type FieldDecl } from '../../contract/fields';
import type { Rng } from './rng';

const DAY_MS = 86_400_000;

/** A plausible value of one field, or undefined to leave the column to its default. */
function demoValue(d: FieldDecl, random: Rng, now: Date): unknown {
  if (d.nullable && random.chance(0.4)) return null;
  switch (d.kind) {
    case 'enum': return random.pick(Object.keys(d.values ?? {}));
    case 'boolean': return random.chance(0.2);
    // within a month either side: a date-time a person sets is as often ahead (a schedule) as past
    case 'dateTime': return new Date(now.getTime() + random.float(-30, 30) * DAY_MS);
    case 'date': return new Date(now.getTime() + random.int(-30, 30) * DAY_MS).toISOString().slice(0, 10);
    case 'integer': case 'money': return random.int(d.min ?? 0, d.max ?? (d.kind === 'money' ? 100_000 : 100));
    case 'decimal': return Math.round(random.float(d.min ?? 0, d.max ?? 100) * 100) / 100;
    case 'text': case 'longText': {
      const text = `${d.label[1]} ${random.int(1, 999)}`.slice(0, d.max ?? 200);
      return d.pattern && !new RegExp(d.pattern).test(text) ? undefined : text; // a code, an address: the step's own
    }
    default: return undefined; // a reference needs a real row, JSON a shape: the step sets them
  }
}

/**
 * `row` (columns) with every written field it leaves out filled from the declaration:
 * an enum's values picked, a boolean true now and then, a nullable field sometimes null.
 */
export function withDeclared<R extends Record<string, unknown>>(
  contract: DeclaredContract, random: Rng, now: Date, row: R,
): R {
  const filled: Record<string, unknown> = {};
  for (const [name, d] of Object.entries(contract.fields)) {
    const column = columnOf(name, d);
    if (!d.write || column === null || column in row) continue;
    const value = demoValue(d, random, now);
    if (value !== undefined) filled[column] = value;
  }
  return { ...filled, ...row };
}
