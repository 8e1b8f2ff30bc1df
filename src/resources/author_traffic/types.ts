export const TRAFFIC_RESOURCE = 'wow_author/flowrate';
export type { TrafficRecord, TrafficSummary } from '../../../contract/author_traffic';
