// Step-up ("sudo mode"): a route declared `config.stepUp` (resource commands
// with `stepUp: true`, server/resources/commands.ts) needs a fresh confirmation
// on the caller's session within the last STEP_UP_MINUTES: a password (+ code)
// sign-in, or POST /user/step_up. Checked after validation and permission, so
// bad input answers -1 and a missing key -2 first; the refusal is -2 with
// `data.stepUp: true`, which the panel's HTTP client recognises for any route
// (src/http/client.ts) to ask for the code or password and retry.
import type { FastifyRequest } from 'fastify';
import { AppError, Code } from './errors';

export const STEP_UP_MINUTES = 5;

export const stepUpRequired = () => new AppError(Code.FORBIDDEN, 'error.step_up', {}, { stepUp: true });

/** preHandler of the API context: refuses a stepUp route without a fresh confirmation. */
export function checkStepUp(request: FastifyRequest): void {
  if (request.routeOptions.config.stepUp && !request.stepUpFresh) throw stepUpRequired();
}
