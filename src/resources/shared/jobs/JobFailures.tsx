// A finished bulk job's failed records, each named as its resource names its
// records (the declaration's recordRepresentation: a title, a nickname…) and
// linked to its page, with the server's reason. The names are read with one
// get_many of the listed ids: the job keeps ids only, and a record's title may
// have changed since it failed.
import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetMany, useGetRecordRepresentation, useTranslate } from 'react-admin';
import { resources } from '../..';
import type { Job } from '../../../providers/types';
import { RecordLink, useCanOpen } from '../RecordLink';

/** The route a job's records open at ('articles' → 'wow_guide/article'), when the panel declares one. */
const routeOf = (apiResource: string): string | undefined => resources.find((r) => r.apiResource === apiResource)?.name;

export const JobFailures = ({ job }: { job: Job }) => {
  const translate = useTranslate();
  const canOpen = useCanOpen();
  const route = routeOf(job.resource);
  const readable = !!route && canOpen(route);
  const { data: records = [] } = useGetMany(route ?? '', { ids: job.failures.map((f) => f.id) },
    { enabled: readable && job.failures.length > 0 });
  const represent = useGetRecordRepresentation(route);
  // a record deleted since, or one the reader cannot read, keeps its number
  const nameOf = (id: number) => {
    const record = records.find((r) => Number(r.id) === id);
    return (record && represent(record)) || `#${id}`;
  };
  const heading = translate('mdr.jobs.failures', { failed: job.failed });
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2">{heading}</Typography>
      <List dense sx={{ maxHeight: 240, overflow: 'auto' }} aria-label={heading}>
        {job.failures.map((f) => (
          <ListItem key={f.id} disableGutters data-testid={`job-failure-${f.id}`}>
            <ListItemText sx={{ overflowWrap: 'anywhere' }} secondary={f.message}
              primary={route ? <RecordLink route={route} id={f.id}>{nameOf(f.id)}</RecordLink> : nameOf(f.id)} />
          </ListItem>
        ))}
      </List>
      {job.failed > job.failures.length && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>{translate('mdr.jobs.more_failures', { count: job.failed - job.failures.length })}</Typography>
      )}
    </Box>
  );
};
