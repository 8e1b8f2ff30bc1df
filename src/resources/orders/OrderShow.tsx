import { useState } from 'react';
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import { Show, TopToolbar, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { formatCents } from '../../../contract/money';
import { ORDERS, REFUNDABLE_STATES } from '../../../contract/orders';
import { DeclaredShow } from '../shared/declared';
import { MoneyField } from '../shared/MoneyField';
import { RecordLink } from '../shared/RecordLink';
import { AUTHOR_RESOURCE } from '../authors/types';
import { LINK_RESOURCE } from '../promotion_links/types';
import { USER_RESOURCE } from '../users/types';
import { StatusChip } from '../shared/StatusChip';
import { RefundDialog } from './RefundDialog';
import { orderStatusStyles } from './transitions';
import { ORDER_RESOURCE, type Order } from './types';
import { IfCan } from '../../access/useCanDo';
import { formatTime } from '../../i18n/time';

const r = `resources.${ORDER_RESOURCE}`;

const RefundButton = () => {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!order || !(REFUNDABLE_STATES as readonly string[]).includes(order.status)) return null;
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>{translate(`${r}.actions.refund`)}</Button>
      {open && <RefundDialog order={order} onClose={() => setOpen(false)} />}
    </>
  );
};

const when = (iso: string | null) => formatTime(iso);

/** Created, paid (or closed), then each refund with who and why. */
const Timeline = () => {
  const o = useRecordContext<Order>();
  const translate = useTranslate();
  if (!o) return null;
  const channel = translate(`${r}.values.payChannel.${o.payChannel}`);
  const events: [string | null, string][] = [
    [o.createdAt, translate(`${r}.timeline.created`)],
    ...(o.paidAt ? [[o.paidAt, translate(`${r}.timeline.paid`, { channel })] as [string, string]] : []),
    ...(o.closedAt ? [[o.closedAt, translate(`${r}.timeline.closed`)] as [string, string]] : []),
    ...(o.refunds ?? []).map((f): [string, string] => [f.createdAt, translate(`${r}.timeline.refund`, {
      actor: f.actorName, amount: formatCents(f.amountCents), reason: f.reason, clawback: formatCents(f.clawbackCents),
    })]),
  ];
  return (
    <Box component="ol" data-testid="order-timeline" sx={{ pl: 2 }}>
      {events.map(([at, text], i) => (
        <li key={i}><Typography variant="body2"><b>{when(at)}</b> · {text}</Typography></li>
      ))}
    </Box>
  );
};

/** Money figures in yuan; the buyer, author and link as links to their pages (RecordLink). */
const overrides = (o: Order) => ({
  userName: <RecordLink route={USER_RESOURCE} id={o.userId}>{o.userName}</RecordLink>,
  amountCents: <MoneyField source="amountCents" />,
  refundedCents: <MoneyField source="refundedCents" />,
  refundableCents: <MoneyField source="refundableCents" />,
  authorName: <RecordLink route={AUTHOR_RESOURCE} id={o.authorId}>{o.authorName}</RecordLink>,
  promotionLinkId: <RecordLink route={LINK_RESOURCE} id={o.promotionLinkId}>#{o.promotionLinkId}</RecordLink>,
});

const OrderDetail = () => {
  const o = useRecordContext<Order>();
  const translate = useTranslate();
  const zh = useLocale() === 'zh-CN';
  if (!o) return null;
  return (
    <Box sx={{ p: 2, maxWidth: 1000 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h2">{o.orderNo}</Typography>
        <StatusChip styles={orderStatusStyles} />
      </Stack>
      <DeclaredShow contract={ORDERS} override={overrides(o)} only={[
        'userName', zh ? 'packageNameZh' : 'packageNameEn', 'amountCents', 'refundedCents', 'refundableCents', 'authorName', 'promotionLinkId', 'paidAt',
      ]} />
      {o.authorId !== null && (
        <Typography sx={{ mt: 1 }} data-testid="author-share">
          {translate(`${r}.timeline.share`, { share: formatCents(o.authorShareCents), percent: o.revenueShare })}
        </Typography>
      )}
      <Divider sx={{ my: 2 }} />
      <Typography variant="h6" component="h3">{translate(`${r}.timeline.title`)}</Typography>
      <Timeline />
    </Box>
  );
};

/** One order: its facts, the author's credited share, the timeline, and the refund action. */
export const OrderShow = () => (
  <Show actions={<TopToolbar><IfCan action="refund"><RefundButton /></IfCan></TopToolbar>}>
    <OrderDetail />
  </Show>
);
