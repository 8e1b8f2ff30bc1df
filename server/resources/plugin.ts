// Registers every /mdr/<resource>/<action> route of every module's resource
// definition (server/modules/index.ts). Expects app.db and the session hook.
import type { FastifyInstance } from 'fastify';
import { resources } from '../modules';
import { registerResource } from './routes';

export default async function resourcesPlugin(app: FastifyInstance): Promise<void> {
  for (const def of resources) registerResource(app, def);
}
