import { StatusChip } from '../shared/StatusChip';
import { authorStatusStyles } from './transitions';

/** `source` is only there so <Labeled> and columns find the field's label. */
export const AuthorStatusChip = ({ source = 'status' }: { source?: string }) => (
  <StatusChip styles={authorStatusStyles} source={source} />
);
