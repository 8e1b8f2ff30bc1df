// The items CSV import: choose a file, check it (counts of new, changed,
// unchanged and invalid rows, each invalid one with its line and reason), then
// import it all — allowed only once the check found nothing invalid. Progress:
// the upload's share, then "working" while the server reads and writes.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert, Box, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, Table,
  TableBody, TableCell, TableHead, TableRow, Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ITEM_CSV_COLUMNS } from '../../../contract/game_data';
import { useNotifyError } from '../shared/useNotifyError';
import { ITEM_RESOURCE } from './messages';
import { sendItemsCsv, type ImportOutcome, type ImportReport } from './importApi';
import { useMutateOnce } from '../shared/useSingleFlight';

const K = `resources.${ITEM_RESOURCE}.import`;

const Counts = ({ report }: { report: ImportReport }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={3} sx={{ my: 1, flexWrap: 'wrap' }} data-testid="import-counts">
      {(['rows', 'new', 'changed', 'unchanged', 'invalid'] as const).map((k) => (
        <Box key={k}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>{translate(`${K}.${k}`)}</Typography>
          <Typography variant="h6" sx={{ color: k === 'invalid' && report.invalid ? 'error.main' : 'inherit' }} data-count={k}>
            {report[k].toLocaleString()}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
};

const Invalid = ({ report }: { report: ImportReport }) => {
  const translate = useTranslate();
  if (!report.invalid) return <Alert severity="success">{translate(`${K}.ready`)}</Alert>;
  return (
    <>
      <Box sx={{ maxHeight: 280, overflow: 'auto' }}>
        <Table size="small" aria-label={translate(`${K}.invalid`)}>
          <TableHead><TableRow><TableCell>{translate(`${K}.line`)}</TableCell><TableCell>{translate(`${K}.reason`)}</TableCell></TableRow></TableHead>
          <TableBody>
            {report.errors.map((e) => <TableRow key={e.line}><TableCell data-label={translate(`${K}.line`)}>{e.line}</TableCell><TableCell data-label={translate(`${K}.reason`)}>{e.reason}</TableCell></TableRow>)}
          </TableBody>
        </Table>
      </Box>
      {report.errors.length < report.invalid && (
        <Typography variant="caption">{translate(`${K}.more`, { shown: report.errors.length, count: report.invalid })}</Typography>
      )}
      <Alert severity="warning" sx={{ mt: 1 }}>{translate(`${K}.fix`)}</Alert>
    </>
  );
};

const Progress = ({ fraction }: { fraction: number }) => {
  const translate = useTranslate();
  const uploading = fraction < 1;
  return (
    <Box sx={{ my: 2 }}>
      <Typography variant="caption">{translate(uploading ? `${K}.uploading` : `${K}.working`)}</Typography>
      <LinearProgress variant={uploading ? 'determinate' : 'indeterminate'} value={fraction * 100} />
    </Box>
  );
};

const ImportBody = ({ onClose }: { onClose(): void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [file, setFile] = useState<File | null>(null);
  const [fraction, setFraction] = useState(0);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const send = useMutation({
    mutationFn: ({ commit }: { commit: boolean }) => {
      setFraction(0);
      return sendItemsCsv(file!, commit, setFraction);
    },
    onSuccess: (result) => {
      setOutcome(result);
      if ('report' in result && result.report.committed) {
        const r = result.report;
        notify(`${K}.done`, { type: 'success', messageArgs: { new: r.new, changed: r.changed, unchanged: r.unchanged } });
        refresh();
        onClose();
      }
    },
    onError: (error) => notifyError(error),
  });
  const sendOnce = useMutateOnce(send);
  const report = outcome && 'report' in outcome ? outcome.report : null;
  const canCommit = !!file && !!report && report.invalid === 0 && !send.isPending;
  return (
    <>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>{translate(`${K}.intro`, { columns: ITEM_CSV_COLUMNS.join(', ') })}</Typography>
        <MuiButton component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          {translate(`${K}.pick`)}
          <input hidden type="file" accept=".csv,text/csv" data-testid="import-file" onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setOutcome(null);
            e.target.value = '';
          }} />
        </MuiButton>
        {file && <Typography component="span" sx={{ ml: 2 }}>{file.name}</Typography>}
        {send.isPending && <Progress fraction={fraction} />}
        {outcome && 'fileError' in outcome && <Alert severity="error" sx={{ mt: 2 }}>{outcome.fileError}</Alert>}
        {report && !send.isPending && <><Counts report={report} /><Invalid report={report} /></>}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate(`${K}.close`)}</MuiButton>
        <MuiButton disabled={!file || send.isPending} onClick={() => sendOnce({ commit: false })}>{translate(`${K}.check`)}</MuiButton>
        <MuiButton variant="contained" disabled={!canCommit} onClick={() => sendOnce({ commit: true })}>{translate(`${K}.commit`)}</MuiButton>
      </DialogActions>
    </>
  );
};

/** The list's "Import CSV" button and its dialog. */
export const ImportButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label={`${K}.button`} onClick={() => setOpen(true)}><UploadFileIcon /></Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth>
        <DialogTitle>{translate(`${K}.title`)}</DialogTitle>
        {open && <ImportBody onClose={() => setOpen(false)} />}
      </Dialog>
    </>
  );
};
