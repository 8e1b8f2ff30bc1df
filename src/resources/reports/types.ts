// Players' report cases (#/review/reports, `/mdr/reports/<action>`): the route and the list's default query.
import type { ListQuery } from '../types';
export type { ReportCaseRecord, ReportEntry } from '../../../contract/reports';

export const REPORTS_RESOURCE = 'review/reports';

/** The strongest evidence first, as the desk reads it. */
export const REPORTS_LIST_QUERY: ListQuery = { sort: { field: 'lastReportAt', order: 'DESC' }, perPage: 25, filter: { status: ['open', 'escalated'] } };
