// The workplace's line about the review queue: how many items wait on the reader
// and how many of them are overdue, linking to the queue (its readers only).
import { Button, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { useHasKey } from '../../access/useCanDo';
import { useQueuePage } from './api';
import { qk, QUEUE_RESOURCE } from './types';

const Summary = () => {
  const translate = useTranslate();
  const { data } = useQueuePage(undefined, 1);
  // a server without the queue (the mock API answers it as a plain list) shows no line
  if (!data?.counts?.length) return null;
  const overdue = data.counts.reduce((n, c) => n + c.overdue, 0);
  return (
    <Button component={Link} to={`/${QUEUE_RESOURCE}`} color={overdue ? 'error' : 'primary'} data-testid="queue-summary">
      <Typography variant="body2" component="span">{translate(qk('summary'), { total: data.total, overdue })}</Typography>
    </Button>
  );
};

export const QueueSummary = () => (useHasKey('review_queue.read') ? <Summary /> : null);
