// A bulk job's progress (react-admin's "select all" carried to the API: every
// record the filter matches, src/resources/shared/BulkJobButton.tsx): the bar
// fills as the server reports records done or failed (polled while the job
// runs), a cancel button stops it after the record in progress, and once it
// has ended the records that failed are listed with why (./JobFailures.tsx).
// Closing leaves the job running on the server.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography,
} from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { TextButton } from '../TextButton';
import type { Job, ModeratorDataProvider } from '../../../providers/types';
import { useNotifyError } from '../useNotifyError';
import { useSingleFlight } from '../useSingleFlight';
import { JobFailures } from './JobFailures';

/** How often a running job is asked for its progress. */
export const JOB_POLL_MS = 1000;
const FINAL: readonly Job['state'][] = ['done', 'cancelled', 'stopped'];
export const jobEnded = (job: Job | undefined): boolean => !!job && FINAL.includes(job.state);

const jobKey = (id: number) => ['bulkJob', id] as const;
/** The jobs list's queries (src/resources/shared/jobs/JobsDialog.tsx): a new job makes them stale. */
export const jobsKey = ['bulkJobs'] as const;

export interface JobProgressDialogProps {
  jobId: number;
  /** the question it answers: "Approve all 312 articles matching this filter" */
  title: string;
  onClose: () => void;
}

export const JobProgressDialog = ({ jobId, title, onClose }: JobProgressDialogProps) => {
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const { pending, once } = useSingleFlight();
  const { data: job } = useQuery({
    queryKey: jobKey(jobId),
    queryFn: async () => (await dataProvider.getJob(jobId)).data,
    refetchInterval: (query) => (jobEnded(query.state.data) ? false : JOB_POLL_MS),
  });
  const cancel = () => once(async () => {
    try {
      queryClient.setQueryData(jobKey(jobId), (await dataProvider.cancelJob(jobId)).data);
    } catch (error) {
      notifyError(error);
    }
  });
  const ended = jobEnded(job);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="bulk-job-title">
      <DialogTitle id="bulk-job-title">{title}</DialogTitle>
      <DialogContent>
        {job ? <JobFigures job={job} /> : <LinearProgress aria-label={translate('mdr.jobs.progress_label')} />}
        {ended && job && job.failed > 0 && <JobFailures job={job} />}
        {!ended && <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>{translate('mdr.jobs.close_hint')}</Typography>}
      </DialogContent>
      <DialogActions>
        {!ended && <TextButton label="mdr.jobs.cancel" color="error" onClick={cancel} disabled={pending || !job} />}
        <TextButton label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
};

/** The bar, "8 of 312 done, 1 failed" and the job's state (and why the server stopped it). */
const JobFigures = ({ job }: { job: Job }) => {
  const translate = useTranslate();
  const tried = job.done + job.failed;
  const value = job.total ? Math.round((tried / job.total) * 100) : 100;
  return (
    <Box>
      <LinearProgress variant={job.state === 'queued' ? 'indeterminate' : 'determinate'} value={value}
        aria-label={translate('mdr.jobs.progress_label')} />
      <Typography variant="body2" sx={{ mt: 1 }} role="status">
        {translate('mdr.jobs.progress', { tried, total: job.total, done: job.done, failed: job.failed })}
        {' · '}
        {translate(`mdr.jobs.state.${job.state}`, { pending: job.pending })}
      </Typography>
      {job.stopReason && <Typography variant="body2" color="error">{job.stopReason}</Typography>}
    </Box>
  );
};
