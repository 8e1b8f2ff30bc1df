import { Stack, Typography } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { Withdrawal } from './types';

/** "1 of 2 approvals", and who gave them (the record's detail). */
export const Approvals = ({ compact = false }: { compact?: boolean; source?: string }) => {
  const record = useRecordContext<Withdrawal>();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (!record) return null;
  const count = translate(`resources.${resource}.approvals`, { count: record.approvalCount, needed: record.approvalsNeeded });
  if (compact) return <span>{count}</span>;
  const names = (record.approvals ?? []).map((a) => a.adminName).join(', ');
  return (
    <Stack data-testid="withdrawal-approvals">
      <Typography variant="body2">{count}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {names ? translate(`resources.${resource}.approved_by`, { names }) : translate(`resources.${resource}.no_approvals`)}
      </Typography>
    </Stack>
  );
};
