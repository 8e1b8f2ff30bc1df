import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { Job } from '../../contract/records/bulk_jobs';
import type { ItemWatchers, QueueCount, QueueItem } from '../../contract/records/review_queue';

export type { Job };

export interface TransitionManyResult {
  done: Identifier[];
  failed: { id: Identifier; code: number; message: string }[];
}

/** What one change did to one watched field (kind text: before/after are lengths). */
export interface HistoryChange {
  field: string;
  kind: 'value' | 'text';
  before: unknown;
  after: unknown;
}

/** One audit row of a record (the API's /mdr/<api>/history). */
export interface HistoryEntry {
  id: number;
  actorName: string;
  action: string;
  createdAt: string;
  changes: HistoryChange[];
}

/** react-admin's DataProvider plus the envelope API's extra actions (docs/api.md "Resources"). */
export interface ModeratorDataProvider extends DataProvider {
  /** A named state change on one record: POST /mdr/<api>/<action> {id, ...body}. */
  transition(resource: string, action: string, params: { id: Identifier; [key: string]: unknown }): Promise<{ data: RaRecord }>;
  /** The same on many records: POST /mdr/<api>/<action>_many {ids, ...body}. */
  transitionMany(resource: string, action: string, params: { ids: Identifier[]; [key: string]: unknown }): Promise<{ data: TransitionManyResult }>;
  /**
   * The same on every record the list's filter matches, in the background (a bulk job):
   * POST /mdr/jobs/<api>/<action> {filter, ...body}. Answers the job; follow it with getJob.
   */
  startJob(resource: string, action: string, params: { filter: object; [key: string]: unknown }): Promise<{ data: Job }>;
  /** A bulk job's progress and failed records: POST /mdr/jobs/get {id}. */
  getJob(id: number): Promise<{ data: Job }>;
  /** Stops a bulk job after the record in progress: POST /mdr/jobs/cancel {id}. */
  cancelJob(id: number): Promise<{ data: Job }>;
  /** The bulk jobs of the actions the reader holds, newest first: POST /mdr/jobs/list {page, pageSize}. */
  listJobs(params: { page: number; pageSize: number }): Promise<{ data: Job[]; total: number }>;
  /** Per type of the review queue the reader decides: how many wait (POST /mdr/review_queue/list, counts only). */
  queueCounts(): Promise<{ data: QueueCount[] }>;
  /** Claims and answers the oldest queued record of the resource nobody else holds, or null: POST /mdr/review_queue/next {type}. */
  queueNext(resource: string): Promise<{ data: QueueItem | null }>;
  /** Who holds a live claim on a queued record and who else has it open (claims nothing): POST /mdr/review_queue/item {type, id}. */
  queueWatchers(resource: string, id: Identifier): Promise<{ data: ItemWatchers }>;
  /** Says the reader has the record open (`leaving`: no longer); answers who else has: POST /mdr/review_queue/presence. */
  queuePresence(resource: string, id: Identifier, leaving?: boolean): Promise<{ data: ItemWatchers['others'] }>;
  /** The record's audit trail, newest first: POST /mdr/<api>/history {id}. */
  history(resource: string, id: Identifier): Promise<{ data: HistoryEntry[] }>;
  /** The real last page of a list (its number) and the exact total: POST /mdr/<api>/list {last: true}. */
  lastPage(resource: string, params: { filter?: object; sort?: { field: string; order: 'ASC' | 'DESC' }; perPage: number }): Promise<{ page: number; total: number }>;
  /** Streams the CSV export and saves it as a file download. */
  exportCsv(resource: string, params: { filter?: object; sort?: { field: string; order: 'ASC' | 'DESC' } }): Promise<void>;
}
