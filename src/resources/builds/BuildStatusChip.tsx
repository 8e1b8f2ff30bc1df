import { StatusChip } from '../shared/StatusChip';
import { buildStatusStyles } from './transitions';

/** `source` is only there so <Labeled> and columns find the field's label. */
export const BuildStatusChip = ({ source = 'status' }: { source?: string }) => (
  <StatusChip styles={buildStatusStyles} source={source} />
);
