// Carries out bulk jobs in the background, one at a time per instance. Each
// item goes through the resource's own command path (ResourceService.command:
// lock, state check, claims, guarded write, one audit row, `after`) and is
// marked done in that same transaction, so a crash never leaves a record
// changed but its item pending (a resumed job would report it as failed).
// A job is taken with a lease (store.ts claimJob) at start, on a poll, when
// some instance announces one on the event bus (channel `jobs`), and again
// after another instance let it go or its lease ran out: so unfinished jobs
// resume after a restart, on whichever instance is up, one instance at a time.
// The same loop removes jobs finished more than JOBS_KEEP_DAYS ago (hourly).
import type { Kysely } from 'kysely';
import { breathe } from '../core/breathe';
import { AppError, Code } from '../core/errors';
import { t } from '../core/i18n';
import type { DB } from '../db/schema';
import type { ErrorLog, ResourceService } from '../resources/service';
import * as store from './store';

export interface RunnerOptions {
  /** how long a claim holds without renewal: past it another instance may take the job */
  leaseSeconds: number;
  /** how often an idle instance looks for a job nobody holds */
  pollMs: number;
  /** items read at a time */
  batch: number;
  /** finished jobs older than this many days are removed (JOBS_KEEP_DAYS) */
  keepDays: number;
  /** how often this instance removes them: at its first look for work, then at most this often */
  purgeEveryMs: number;
}

export const RUNNER_DEFAULTS: RunnerOptions = { leaseSeconds: 30, pollMs: 5_000, batch: 25, keepDays: 30, purgeEveryMs: 3_600_000 };

/** Where the runner says what went wrong, and how many old jobs it removed. */
type RunnerLog = ErrorLog & { info(obj: object, msg: string): void };

/** Thrown inside an item's transaction when the job is no longer ours: the item's change rolls back. */
class JobLost extends Error {}

export class JobRunner {
  private stopping = false;
  private current: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setInterval> | null = null;
  private purgedAt = 0;
  /** Awaited before each record, outside any transaction (tests pause a job between records with it). */
  beforeItem: ((jobId: number, recordId: number) => Promise<void>) | null = null;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly services: ReadonlyMap<string, ResourceService>,
    /** this instance (app.events.instanceId): the owner written on the jobs it runs */
    readonly owner: string,
    private readonly log: RunnerLog,
    private readonly opts: RunnerOptions = RUNNER_DEFAULTS,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.kick(), this.opts.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Looks for work now (a job was started or let go); a look already under way looks once more after. */
  kick(): void {
    if (this.stopping) return;
    if (this.current) {
      this.again = true;
      return;
    }
    this.current = this.drain()
      .catch((err) => this.log.error({ err }, 'bulk jobs: the runner stopped on an unexpected error'))
      .finally(() => {
        this.current = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves when no job is being run here (tests; shutdown). */
  async settled(): Promise<void> {
    while (this.current) await this.current;
  }

  /** Stops after the item in progress and gives the job back, so another instance resumes it. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    await this.settled();
  }

  private async drain(): Promise<void> {
    await this.purgeWhenDue();
    while (!this.stopping) {
      const job = await store.claimJob(this.db, this.owner, this.opts.leaseSeconds);
      if (!job) return;
      await this.run(job);
    }
  }

  /**
   * Old finished jobs go on the poll, as the lease sweep runs: every instance may,
   * the DELETE making two at once harmless; a failure is logged and tried at the next.
   */
  private async purgeWhenDue(): Promise<void> {
    if (Date.now() - this.purgedAt < this.opts.purgeEveryMs) return;
    this.purgedAt = Date.now();
    try {
      const gone = await store.purgeFinished(this.db, this.opts.keepDays);
      if (gone) this.log.info({ jobs: gone, keepDays: this.opts.keepDays }, 'bulk jobs: finished jobs removed');
    } catch (err) {
      this.purgedAt = 0;
      this.log.error({ err }, 'bulk jobs: removing finished jobs failed');
    }
  }

  private async run(job: store.HeldJob): Promise<void> {
    const service = this.services.get(job.resource);
    if (!service) return store.finishJob(this.db, job.id, this.owner, 'stopped', 'jobs.error.gone');
    for (;;) {
      if (!(await store.renewLease(this.db, job.id, this.owner, this.opts.leaseSeconds))) return;
      if (!(await store.starterHoldsKey(this.db, job))) return store.finishJob(this.db, job.id, this.owner, 'stopped', 'jobs.error.key_lost');
      const ids = await store.nextItems(this.db, job.id, this.opts.batch);
      if (!ids.length) return store.finishJob(this.db, job.id, this.owner, 'done');
      let renewed = Date.now();
      for (const id of ids) {
        // each record is its own transaction (ResourceService.command): between two, the app answers others
        await breathe();
        await this.beforeItem?.(job.id, id);
        if (this.stopping) return store.releaseJob(this.db, job.id, this.owner);
        if (Date.now() - renewed > (this.opts.leaseSeconds * 1000) / 3) {
          if (!(await store.renewLease(this.db, job.id, this.owner, this.opts.leaseSeconds))) return;
          renewed = Date.now();
        }
        if (!(await this.runItem(job, service, id))) return;
      }
    }
  }

  /** One record through the command's own path; false when the job stopped being ours (cancelled, taken over). */
  private async runItem(job: store.HeldJob, service: ResourceService, id: number): Promise<boolean> {
    try {
      await service.command(job.ctx, job.command, id, job.params, async (trx) => {
        if (!(await store.markDone(trx, job.id, this.owner, id))) throw new JobLost();
      });
      return true;
    } catch (err) {
      if (err instanceof JobLost) return false;
      if (!(err instanceof AppError)) this.log.error({ err, job: job.id, resource: job.resource, id }, 'bulk job item: unexpected error');
      const e = err instanceof AppError ? err : new AppError(Code.FAIL, 'error.internal');
      return store.markFailed(this.db, job.id, this.owner, id, e.code, t(job.ctx.lang, e.key, e.params));
    }
  }
}
