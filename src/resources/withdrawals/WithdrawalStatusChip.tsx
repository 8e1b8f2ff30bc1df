import { StatusChip } from '../shared/StatusChip';
import { withdrawalStatusStyles } from './transitions';

/** `source` is only there so <Labeled> and columns find the field's label. */
export const WithdrawalStatusChip = ({ source = 'status' }: { source?: string }) => (
  <StatusChip styles={withdrawalStatusStyles} source={source} />
);
