import { StatusChip } from '../shared/StatusChip';
import { articleStatusStyles } from './transitions';

/** `source` is only there so <Labeled> and columns find the field's label. */
export const ArticleStatusChip = ({ source = 'status' }: { source?: string }) => (
  <StatusChip styles={articleStatusStyles} source={source} />
);
