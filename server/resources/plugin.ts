// Placeholder: the resource mechanism registers every /mdr/<resource>/<action> route here.
import type { FastifyInstance } from 'fastify';

export default async function resourcesPlugin(_app: FastifyInstance): Promise<void> {}
