// The workplace's line about the review queue: how many items wait on the reader
// and how many of them are overdue, linking to the queue (its readers only); and
// the menu entry's badge of the waiting count. Both live (./live.ts).
import { Button, Chip, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { useHasKey } from '../../access/useCanDo';
import { useQueueCounts } from './api';
import { countText, qk, QUEUE_RESOURCE } from './types';

const Summary = () => {
  const translate = useTranslate();
  const { data } = useQueueCounts();
  // a server without the queue (the mock API answers it as a plain list) shows no line
  if (!data?.counts?.length) return null;
  const overdue = data.counts.reduce((n, c) => n + c.overdue, 0);
  return (
    <Button component={Link} to={`/${QUEUE_RESOURCE}`} color={overdue ? 'error' : 'primary'} data-testid="queue-summary">
      <Typography variant="body2" component="span">{translate(qk('summary'), { total: countText(data.total, data.counts.some((c) => c.more)), overdue })}</Typography>
    </Button>
  );
};

export const QueueSummary = () => (useHasKey('review_queue.read') ? <Summary /> : null);

const Badge = () => {
  const { data } = useQueueCounts();
  if (!data?.counts?.length || !data.total) return null;
  const overdue = data.counts.reduce((n, c) => n + c.overdue, 0);
  return (
    <Chip size="small" component="span" label={countText(data.total, data.counts.some((c) => c.more))} color={overdue ? 'error' : 'default'} data-testid="queue-badge" sx={{ ml: 1, height: 20 }} />
  );
};

/** The waiting count beside the queue's menu entry (PanelResource.menuBadge). */
export const QueueBadge = () => (useHasKey('review_queue.read') ? <Badge /> : null);
