import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { download } from '../../http/api';
import { withStepUp } from '../../http/stepUp';
import { saveFile } from '../../providers/saveFile';
import { IfCan } from '../../access/useCanDo';
import { TextButton } from '../shared/TextButton';
import { useNotifyError } from '../shared/useNotifyError';
import { BATCH_RESOURCE, type WithdrawalBatch } from './types';

/**
 * The bank's file: the batch's unpaid lines with the payout accounts whole.
 * The API asks for a fresh step-up (the shared StepUpGate opens, then the
 * download is tried again) and records the export as a view of personal data.
 */
const Download = () => {
  const record = useRecordContext<WithdrawalBatch>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const bankFile = useMutation({
    mutationFn: (id: number) => withStepUp(() => download('/mdr/withdrawal_batches/export_bank', { id })),
    onSuccess: ({ blob, filename }, id) => {
      saveFile(blob, filename ?? `withdrawal_batch_${id}.csv`);
      notify(`resources.${BATCH_RESOURCE}.exported`, { type: 'success' });
      refresh();
    },
    onError: (error) => notifyError(error, 'mdr.export.failed'),
  });
  if (!record) return null;
  return (
    <TextButton label={`resources.${BATCH_RESOURCE}.export_bank`} disabled={bankFile.isPending}
      onClick={() => bankFile.mutate(record.id)} data-testid="batch-export-bank" startIcon={<DownloadIcon />} />
  );
};

export const BankExportButton = () => <IfCan action="export_bank"><Download /></IfCan>;
