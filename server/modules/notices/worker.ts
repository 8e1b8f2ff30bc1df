// Delivers the webhooks' deliveries, in every instance. A row is taken with a
// lease (`locked_until`) by one UPDATE over `FOR UPDATE SKIP LOCKED`, so two
// instances never take the same row, and an instance that dies mid-request
// (kill -9) holds it only until the lease runs out: then another instance
// posts it again. The lease outlasts the request's timeout, so a live
// instance always records its attempt before anyone else may try. The worker
// looks when the event bus says a delivery was written (the notices trigger's
// pg_notify, sent at commit), after a gap in the bus, and every POLL_MS.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { SingleFlight } from '../../core/single-flight';
import { claimDue, recordAttempt, type Claimed } from './attempts';
import { post } from './post';
import { refusedTarget } from './urls';

export interface WorkerOptions {
  retryBaseMs: number;
  timeoutMs: number;
  allowPrivate: boolean;
  pollMs: number;
  /** requests in flight at most, over every hook */
  concurrency: number;
}

interface WorkerLog { error(obj: object, msg: string): void }

export class DeliveryWorker {
  private stopping = false;
  private readonly looking: SingleFlight;
  private timer: ReturnType<typeof setInterval> | null = null;
  /** aborts the requests in flight when the app closes */
  private readonly closing = new AbortController();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly db: Kysely<DB>, private readonly opts: WorkerOptions, private readonly log: WorkerLog) {
    this.looking = new SingleFlight(() => this.drain(), (err) => log.error({ err }, 'webhooks: the delivery worker stopped on an unexpected error'));
  }

  /** How long a taken row stays ours: the request's timeout and a margin to record it. */
  get leaseMs(): number {
    return this.opts.timeoutMs + 5_000;
  }

  start(): void {
    this.timer = setInterval(() => this.kick(), this.opts.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Looks for due deliveries now; a look under way looks once more after. */
  kick(): void {
    if (!this.stopping) this.looking.run();
  }

  /** Stops: requests in flight are aborted (recorded as failed attempts, due again at once). */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.closing.abort();
    await this.looking.settled();
    await Promise.all(this.inFlight);
  }

  /**
   * Takes what is due up to the free places and posts each on its own, not
   * waiting: a slow receiver holds its own requests only; each one's end looks again.
   */
  private async drain(): Promise<void> {
    const free = this.opts.concurrency - this.inFlight.size;
    if (this.stopping || free <= 0) return;
    const rows = await claimDue(this.db, free, this.leaseMs);
    for (const row of rows) {
      const done: Promise<void> = this.deliver(row)
        .catch((err) => this.log.error({ err, delivery: row.id }, 'webhooks: a delivery could not be recorded'))
        .finally(() => {
          this.inFlight.delete(done);
          this.kick();
        });
      this.inFlight.add(done);
    }
  }

  private async deliver(row: Claimed): Promise<void> {
    const refused = await refusedTarget(row.url, this.opts.allowPrivate);
    const outcome = refused ? { statusCode: null, error: refused, durationMs: 0 }
      : await post(row, this.opts.timeoutMs, this.closing.signal);
    const wait = await recordAttempt(this.db, row, outcome, { retryBaseMs: this.opts.retryBaseMs, stopped: this.closing.signal.aborted });
    // a retry due before the next poll is looked for when it is due
    if (wait !== null && wait < this.opts.pollMs && !this.stopping) setTimeout(() => this.kick(), wait).unref();
  }
}

/** Channel of the event bus the notices trigger and resend wake the workers on (pg_notify('mdr_webhooks')). */
export const WEBHOOKS_CHANNEL = 'webhooks';
/** How often an instance looks for due deliveries besides the wake-ups. */
export const POLL_MS = 2_000;

/** This instance's worker, started with the app and stopped when it closes. */
export function registerDeliveryWorker(app: FastifyInstance): DeliveryWorker {
  const { config } = app;
  const worker = new DeliveryWorker(app.db, {
    retryBaseMs: config.webhookRetryBaseMs, timeoutMs: config.webhookTimeoutMs, allowPrivate: config.webhookAllowPrivate,
    pollMs: POLL_MS, concurrency: 16,
  }, app.log);
  app.events.subscribe(WEBHOOKS_CHANNEL, () => worker.kick());
  app.events.onGap(() => worker.kick());
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
  return worker;
}
