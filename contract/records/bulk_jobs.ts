// A bulk job as the API answers it (/mdr/jobs/*, server/jobs/): one command over
// every record a list filter matched, carried out in the background. The panel
// imports only the types.
import { Type, type Static } from 'typebox';
import { DateTime } from './schema';

/** At most this many records per job: past it the reader narrows the filter. */
export const JOB_MAX_ITEMS = 10_000;
/** A job's answer lists at most this many failed records (the counts cover them all). */
export const JOB_FAILED_LISTED = 200;

export const JOB_STATES = ['queued', 'running', 'done', 'cancelled', 'stopped'] as const;

export const JobFailureSchema = Type.Object({
  id: Type.Integer({ description: 'the record' }),
  code: Type.Integer({ description: 'the envelope code the command answered (-5: its state changed, someone else holds it…)' }),
  message: Type.String({ description: 'why, in the language of whoever started the job' }),
});
export type JobFailure = Static<typeof JobFailureSchema>;

export const JobSchema = Type.Object({
  id: Type.Integer(),
  resource: Type.String({ description: 'the API resource (articles)' }),
  action: Type.String({ description: 'the command or transition (approve)' }),
  state: Type.Unsafe<(typeof JOB_STATES)[number]>({
    type: 'string', enum: [...JOB_STATES],
    description: 'queued, running, done (every record tried), cancelled, or stopped by the server (stopReason)',
  }),
  stopReason: Type.Union([Type.String(), Type.Null()], { description: 'why the server stopped it, translated' }),
  total: Type.Integer({ minimum: 0, description: 'records the filter matched in a state the action starts from, when the job began' }),
  done: Type.Integer({ minimum: 0 }),
  failed: Type.Integer({ minimum: 0 }),
  pending: Type.Integer({ minimum: 0, description: 'not tried yet (left untried when cancelled or stopped)' }),
  failures: Type.Array(JobFailureSchema, { description: `the failed records, first ${JOB_FAILED_LISTED}` }),
  createdBy: Type.Object({ id: Type.Integer(), name: Type.String() }),
  createdAt: DateTime,
  finishedAt: Type.Union([DateTime, Type.Null()]),
});
export type Job = Static<typeof JobSchema>;

export const JobPageSchema = Type.Object({ list: Type.Array(JobSchema), total: Type.Integer({ minimum: 0 }) });
