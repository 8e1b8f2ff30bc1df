// Every bulk job the reader may follow (POST /mdr/jobs/list: the jobs of the
// actions they hold, newest first), so a job whose progress dialog was closed
// is found again: what it does, who started it and when, how far it got. A row
// opens that job's progress (JobProgressDialog), with cancel while it runs.
import { useQuery } from '@tanstack/react-query';
import {
  Box, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, List, ListItemButton, ListItemText, Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import { formatTime, ZONE } from '../../../i18n/time';
import { TextButton } from '../TextButton';
import { CONTRACTS, type ContractLang } from '../../../../contract';
import type { Job, ModeratorDataProvider } from '../../../providers/types';
import { JOB_POLL_MS, JobProgressDialog, jobEnded, jobsKey } from './JobProgressDialog';

const PAGE_SIZE = 10;

/** "通过 · 文章" / "Approve · article": the job's action as its button reads, and the resource, from the contract. */
export function useJobTitle(): (job: Job) => string {
  const locale = useLocale();
  return (job) => {
    const labels = CONTRACTS[job.resource]?.labels;
    const lang = (Object.keys(labels ?? {}) as ContractLang[]).find((l) => l.split('-')[0] === locale.split('-')[0]) ?? 'zh-CN';
    const own = labels?.[lang];
    return `${own?.buttons?.[job.action] ?? own?.actions?.[job.action] ?? job.action} · ${own?.name ?? job.resource}`;
  };
}

export const JobsDialog = ({ onClose }: { onClose: () => void }) => {
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const translate = useTranslate();
  const title = useJobTitle();
  const [pages, setPages] = useState(1);
  const [open, setOpen] = useState<Job | null>(null);
  const { data, isPending, error } = useQuery({
    queryKey: [...jobsKey, pages],
    queryFn: () => dataProvider.listJobs({ page: 1, pageSize: PAGE_SIZE * pages }),
    // while one of them runs its figures move: asked again as the progress dialog asks
    refetchInterval: (query) => (query.state.data?.data.some((j) => !jobEnded(j)) ? JOB_POLL_MS * 2 : false),
  });
  if (open) return <JobProgressDialog jobId={open.id} title={title(open)} onClose={() => setOpen(null)} />;
  const jobs = data?.data ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="bulk-jobs-title">
      <DialogTitle id="bulk-jobs-title">{translate('mdr.jobs.list_title')}</DialogTitle>
      <DialogContent dividers>
        {isPending && <LinearProgress aria-label={translate('mdr.jobs.list_title')} />}
        {error && <Typography color="error">{translate('mdr.jobs.list_failed')}</Typography>}
        {data && jobs.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{translate('mdr.jobs.none')}</Typography>}
        {/* the rows' times carry no zone: it is named once, here */}
        {jobs.length > 0 && <Typography variant="caption" sx={{ color: 'text.secondary' }}>{translate('time.list', { zone: ZONE })}</Typography>}
        <List aria-label={translate('mdr.jobs.list_title')}>
          {jobs.map((job) => <JobRow key={job.id} job={job} title={title(job)} onOpen={() => setOpen(job)} />)}
        </List>
      </DialogContent>
      <DialogActions>
        {data && data.total > jobs.length && <TextButton label="mdr.jobs.more" onClick={() => setPages((p) => p + 1)} />}
        <TextButton label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
};

/** One job: its title and state, "by 陈静 · 2025-01-02 19:04:05", the bar while it runs. */
const JobRow = ({ job, title, onOpen }: { job: Job; title: string; onOpen: () => void }) => {
  const translate = useTranslate();
  const tried = job.done + job.failed;
  // Beijing time as every time of the panel, its zone named for a reader elsewhere
  const when = formatTime(job.createdAt);
  return (
    <ListItemButton onClick={onOpen} divider>
      <ListItemText
        primary={`${title} · ${translate(`mdr.jobs.state.${job.state}`, { pending: job.pending })}`}
        secondary={(
          <Box component="span" sx={{ display: 'block' }}>
            <Box component="span" sx={{ display: 'block' }}>
              {translate('mdr.jobs.progress', { tried, total: job.total, done: job.done, failed: job.failed })}
            </Box>
            <Box component="span" sx={{ display: 'block' }}>{translate('mdr.jobs.started_by', { name: job.createdBy.name, when })}</Box>
          </Box>
        )}
      />
    </ListItemButton>
  );
};
