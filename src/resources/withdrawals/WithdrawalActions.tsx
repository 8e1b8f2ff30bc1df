import { useState } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PaidIcon from '@mui/icons-material/Paid';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import {
  TopToolbar, useGetIdentity, useLocale, useRecordContext, useResourceContext, useTranslate,
} from 'react-admin';
import { formatCents } from '../../../contract/money';
import { useConfirmFirst } from '../shared/ConfirmFirst';
import { PromptDialog } from '../shared/PromptDialog';
import { TextButton } from '../shared/TextButton';
import { TransitionButtons } from '../shared/TransitionButtons';
import { settled, useRecordTransition } from '../shared/useRecordTransition';
import { reasonTransitions } from './transitions';
import type { Withdrawal } from './types';
import { IfCan } from '../../access/useCanDo';

const approveTransition = { action: 'approve' };
const payTransition = { action: 'pay' };

/** Whether the reader is among the record's approvers (the API refuses them a second approval, and the sole one the payment). */
const useApprovedByMe = (record: Withdrawal | undefined): boolean => {
  const { identity } = useGetIdentity();
  return identity?.id !== undefined && (record?.approvals ?? []).some((a) => a.adminId === Number(identity.id));
};

/** The words of a decision's effect: the amount and the author ("¥5,384.00", "墨染"). */
const useWhat = (record: Withdrawal | undefined) => {
  const locale = useLocale();
  return record ? { amount: formatCents(record.amountCents, locale), author: record.authorName ?? `#${record.authorId}` } : {};
};

/** What the reader waits for instead of a button the API would refuse: a disabled button saying so. */
const Waiting = ({ label }: { label: string }) => (
  <TextButton label={label} disabled data-testid="withdrawal-waiting" startIcon={<HourglassEmptyIcon />} />
);

/**
 * Approve (four eyes: the API keeps it `requested` until enough different
 * staff approved); who approved already waits for a second approver. It asks
 * first, naming the amount, the author and what the approval leads to.
 */
const ApproveButton = () => {
  const record = useRecordContext<Withdrawal>();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { run, pending } = useRecordTransition();
  const { confirm, dialog } = useConfirmFirst();
  const what = useWhat(record);
  const mine = useApprovedByMe(record);
  if (record?.status !== 'requested') return null;
  if (mine) return <Waiting label={translate(`resources.${resource}.waiting.second_approver`)} />;
  const label = translate(`resources.${resource}.actions.approve`);
  // the last approval needed makes it payable; an earlier one waits for a colleague's
  const last = (record.approvalCount ?? 0) + 1 >= (record.approvalsNeeded ?? 1);
  const ask = () => confirm({
    title: translate(`resources.${resource}.confirm.approve_title`, what),
    effect: translate(`resources.${resource}.confirm.${last ? 'approve' : 'approve_first'}`, what),
    confirmLabel: label,
    color: 'success',
    run: async () => settled(await run(approveTransition, record)),
  });
  return (
    <>
      <TextButton label={label} color="success" disabled={pending} onClick={ask} startIcon={<CheckCircleIcon />} />
      {dialog}
    </>
  );
};

/** Mark paid, with the payment's reference (the API may ask for a step-up first); never by its only approver. */
const PayButton = () => {
  const record = useRecordContext<Withdrawal>();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { run, pending } = useRecordTransition();
  const [asking, setAsking] = useState(false);
  const what = useWhat(record);
  const mine = useApprovedByMe(record);
  if (record?.status !== 'approved') return null;
  if (mine && record.approvals?.length === 1) return <Waiting label={translate(`resources.${resource}.waiting.other_payer`)} />;
  const label = translate(`resources.${resource}.actions.pay`);
  const confirm = async (values: Record<string, string | number>) => {
    const outcome = await run(payTransition, record, undefined, { reference: values.reference });
    if (settled(outcome)) setAsking(false);
  };
  return (
    <>
      <TextButton label={label} color="success" disabled={pending} onClick={() => setAsking(true)} startIcon={<PaidIcon />} />
      {asking && (
        <PromptDialog title={label} loading={pending} effect={() => translate(`resources.${resource}.confirm.pay`, what)} onClose={() => setAsking(false)} onConfirm={(v) => void confirm(v)}
          fields={[{ name: 'reference', label: `resources.${resource}.fields.reference`, maxLength: 100 }]} />
      )}
    </>
  );
};

export const WithdrawalActions = () => (
  <TopToolbar>
    <IfCan action="approve"><ApproveButton /></IfCan>
    <IfCan action="pay"><PayButton /></IfCan>
    <TransitionButtons transitions={reasonTransitions} />
  </TopToolbar>
);
