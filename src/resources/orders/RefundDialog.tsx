import { useState } from 'react';
import {
  Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { formatCents, parseYuan } from '../../../contract/money';
import type { RefundAnswer } from '../../../contract/orders';
import type { ModeratorDataProvider } from '../../providers/types';
import { Consequence } from '../shared/ConfirmFirst';
import { REASON_MAX } from '../shared/transitions';
import { useContractLabels } from '../shared/useContractLabels';
import { useNotifyError } from '../shared/useNotifyError';
import { ORDER_RESOURCE, type Order } from './types';
import { useMutateOnce } from '../shared/useSingleFlight';

const r = `resources.${ORDER_RESOURCE}`;

/** The author's share of a refund as the API computes it (pro rata, rounded down to the fen). */
const shareOfRefund = (o: Order, amount: number) =>
  Math.floor((o.authorShareCents * (o.refundedCents + amount)) / o.amountCents)
  - Math.floor((o.authorShareCents * o.refundedCents) / o.amountCents);

/** The contract's common refund reasons in the reader's language; picking one fills the text. */
const ReasonChips = ({ chosen, onPick }: { chosen: string; onPick: (reason: string) => void }) => {
  const translate = useTranslate();
  const reasons = useContractLabels()?.reasons?.refund ?? [];
  return (
    <>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
        {translate('mdr.reason.common')}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5, mb: 1 }}>
        {reasons.map((x) => (
          <Chip key={x} label={x} clickable onClick={() => onPick(x)} aria-pressed={chosen === x}
            color={chosen === x ? 'primary' : 'default'} variant={chosen === x ? 'filled' : 'outlined'} />
        ))}
      </Stack>
    </>
  );
};

/** What the refund will do (ConfirmFirst.tsx): the amount, and the author's clawback as the API will compute it. */
const RefundEffect = ({ order, amount }: { order: Order; amount: number }) => {
  const translate = useTranslate();
  return (
    <Consequence>
      {translate(`${r}.refund.${order.authorId !== null ? 'effect_share' : 'effect'}`, {
        amount: formatCents(amount), share: formatCents(shareOfRefund(order, amount)),
      })}
    </Consequence>
  );
};

/**
 * Refund part or all of an order: the amount in yuan (at most the refundable,
 * shown), one of the common reasons or free text. One idempotency key per
 * opening, so a retry of the same request never refunds twice.
 */
export const RefundDialog = ({ order, onClose }: { order: Order; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [key] = useState(() => crypto.randomUUID());
  const [text, setText] = useState((order.refundableCents / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const max = formatCents(order.refundableCents);
  const amount = parseYuan(text);
  const amountOk = amount !== null && amount >= 1 && amount <= order.refundableCents;
  const reasonOk = reason.trim().length > 0 && reason.trim().length <= REASON_MAX;
  const mutation = useMutation({
    mutationFn: () => dataProvider.transition(ORDER_RESOURCE, 'refund', {
      id: order.id, amountCents: amount, reason: reason.trim(), idempotencyKey: key,
    }).then((res) => res.data as unknown as RefundAnswer),
    onSuccess: (answer) => {
      const done = formatCents(answer.refund.amountCents);
      notify(`${r}.notify.${answer.replayed ? 'replayed' : 'refund'}`, { type: 'success', messageArgs: { amount: done } });
      refresh();
      onClose();
    },
    onError: (error) => notifyError(error),
  });
  const refundOnce = useMutateOnce(mutation);
  const confirm = () => {
    setTried(true);
    if (amountOk && reasonOk) refundOnce(undefined);
  };
  return (
    <Dialog open onClose={mutation.isPending ? undefined : onClose} fullWidth maxWidth="sm" data-testid="refund-dialog">
      <DialogTitle>{translate(`${r}.refund.title`, { orderNo: order.orderNo })}</DialogTitle>
      <DialogContent>
        <RefundEffect order={order} amount={amountOk ? amount : order.refundableCents} />
        <Typography variant="body2" sx={{ mb: 1 }}>{translate(`${r}.refund.max`, { max })}</Typography>
        <TextField name="refundAmount" fullWidth margin="dense" label={translate(`${r}.refund.amount`)} value={text}
          onChange={(e) => setText(e.target.value)} slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          error={tried && !amountOk}
          helperText={tried && !amountOk ? translate(`${r}.refund.invalid`, { max }) : ' '} />
        <ReasonChips chosen={reason} onPick={setReason} />
        <TextField name="reason" fullWidth multiline minRows={2} margin="dense" label={translate('mdr.reason.label')}
          value={reason} onChange={(e) => setReason(e.target.value)} error={tried && !reasonOk}
          helperText={tried && !reasonOk ? translate('ra.validation.required')
            : translate('mdr.reason.helper', { length: reason.trim().length, max: REASON_MAX })} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={mutation.isPending}>{translate('ra.action.cancel')}</Button>
        <Button onClick={confirm} disabled={mutation.isPending} variant="contained" color="error">
          {translate(`${r}.actions.refund`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
