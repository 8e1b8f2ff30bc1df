// Registers every /mdr/<resource>/<action> route of the resource definitions it
// is handed (app.ts passes each module's, from server/modules/index.ts).
// Expects app.db and the session hook.
import type { FastifyInstance } from 'fastify';
import { registerResource } from './routes';
import type { AnyResource } from './types';

export interface ResourcesOptions {
  resources: AnyResource[];
}

export default async function resourcesPlugin(app: FastifyInstance, { resources }: ResourcesOptions): Promise<void> {
  for (const def of resources) registerResource(app, def);
}
