// Bodies aimed at real records for calls that must be refused: a refusal is
// worth checking only when the call, let through, would have changed something.
import { sql } from 'kysely';
import type { AnyResource } from '../../../server/resources/types';
import type { TestApp } from '../helpers';
import { resourceOf, type RegisteredRoute } from '../helpers/routes';
import type { ResourceSample } from '../helpers/samples';
import { isSchema, propertiesOf, sampleOf, type Schema } from '../helpers/schema-sample';

/** The state a command or transition starts from, so the body is one it would carry out. */
function startState(def: AnyResource, action: string): string | undefined {
  const named = { ...(def as { commands?: Record<string, { from?: readonly string[] }> }).commands, ...def.transitions };
  return named[action.replace(/_many$/, '')]?.from?.[0];
}

/** A body for `route`: the schema's sample, on fresh sample records of its resource when it has some. */
export async function bodyOn(t: TestApp, samples: Record<string, ResourceSample>, route: RegisteredRoute): Promise<unknown> {
  if (!isSchema(route.body)) return {};
  const body = { ...(sampleOf(route.body as Schema) as Record<string, unknown>) };
  const def = resourceOf(route);
  const sample = def && samples[def.name];
  if (!def || !sample) return body;
  const action = route.url.slice(`/mdr/${def.name}/`.length);
  const props = propertiesOf(route.body as Schema);
  const state = startState(def, action);
  if (props.id) body.id = await sample.insert(state);
  if (props.ids) body.ids = [await sample.insert(state)];
  if (props.version && def.table) {
    const { rows } = await sql<{ version: number }>`SELECT version FROM ${sql.table(def.table)} WHERE id = ${body.id}`.execute(t.db);
    body.version = rows[0]?.version ?? 1;
  }
  if (props.data && sample.data) body.data = sample.data();
  return { ...body, ...sample.bodies?.[action] };
}
