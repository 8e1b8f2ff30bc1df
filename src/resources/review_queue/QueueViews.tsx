// The saved views of the review queue (src/resources/shared/views): a view
// holds the tab (its one filter, `type`); applying one opens that tab.
import { ViewsButton } from '../shared/views/ViewsButton';

export const QueueViews = ({ tab, onTab }: { tab: string | undefined; onTab: (tab: string | undefined) => void }) => (
  <ViewsButton resource="review_queue"
    current={() => ({ filters: tab ? { type: tab } : {}, sort: null, order: null, columns: {} })}
    onApply={(view) => onTab(typeof view.filters.type === 'string' ? view.filters.type : undefined)} />
);
