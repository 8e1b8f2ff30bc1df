import { Box, Divider, Paper, Stack, Typography, alpha } from '@mui/material';
import { Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { FEEDBACK } from '../../../contract/feedback';
import { RecordHistory } from '../shared';
import { DeclaredShow } from '../shared/declared';
import { TransitionButtons } from '../shared/TransitionButtons';
import { AssignButtons } from './AssignButtons';
import { ReplyBox } from './ReplyBox';
import { TicketAge } from './TicketAge';
import { feedbackStatusStyles, feedbackTransitions } from './transitions';
import { FEEDBACK_RESOURCE, type Ticket } from './types';
import { LabeledText } from '../shared/LabeledText';
import { RecordLink } from '../shared/RecordLink';
import { USER_RESOURCE } from '../users/types';
import { IfCan } from '../../access/useCanDo';
import { formatTime } from '../../i18n/time';

const r = `resources.${FEEDBACK_RESOURCE}`;

const Actions = () => (
  <TopToolbar>
    <IfCan action="assign"><AssignButtons /></IfCan>
    <TransitionButtons transitions={feedbackTransitions} />
  </TopToolbar>
);

/** The player's message, then each reply; internal notes stand out and say so. */
const Thread = () => {
  const t = useRecordContext<Ticket>();
  const translate = useTranslate();
  if (!t) return null;
  return (
    <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="ticket-thread">
      <Paper component="li" variant="outlined" sx={{ p: 1.5 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {translate(`${r}.thread.player`)} · {t.userName} · {formatTime(t.createdAt)}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{t.content}</Typography>
        {(t.screenshots ?? []).map((src) => (
          <Box key={src} component="img" src={src} alt="" loading="lazy" sx={{ maxWidth: 240, mt: 1, mr: 1, borderRadius: 1 }} />
        ))}
      </Paper>
      {(t.replies ?? []).map((reply) => (
        <Paper component="li" key={reply.id} variant="outlined" data-testid={reply.internal ? 'internal-note' : 'public-reply'}
          sx={reply.internal ? { p: 1.5, bgcolor: (th) => alpha(th.palette.warning.main, 0.12), borderStyle: 'dashed' } : { p: 1.5, ml: { sm: 4 } }}>
          <Typography variant="caption">
            {translate(`${r}.thread.${reply.internal ? 'internal' : 'public'}`)} · {reply.authorName} · {formatTime(reply.createdAt)}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{reply.body}</Typography>
        </Paper>
      ))}
      {/* an item of the list too: a list holds list items only */}
      {!(t.replies ?? []).length && <Typography component="li" sx={{ color: 'text.secondary' }}>{translate(`${r}.thread.empty`)}</Typography>}
    </Stack>
  );
};

const Detail = () => {
  const t = useRecordContext<Ticket>();
  const translate = useTranslate();
  if (!t) return null;
  return (
    <Box sx={{ p: 2, maxWidth: 1000 }}>
      <DeclaredShow contract={FEEDBACK} looks={feedbackStatusStyles}
        only={['status', 'category', 'assigneeName', 'createdAt', 'userName', 'contact', 'clientVersion', 'resolvedAt', 'closeReason']}
        // closing sets the same time as resolving: a closed ticket's says so
        labels={t.status === 'closed' ? { resolvedAt: `${r}.closedAt` } : {}}
        override={{
          assigneeName: <LabeledText data-testid="ticket-assignee">{t.assigneeName ?? translate(`${r}.assign.nobody`)}</LabeledText>,
          createdAt: <TicketAge />,
          userName: <RecordLink route={USER_RESOURCE} id={t.userId}>{t.userName}</RecordLink>,
          // the client's version and system together
          clientVersion: <LabeledText>{`${t.clientVersion || '—'} · ${t.clientOs || '—'}`}</LabeledText>,
          ...(t.contact ? {} : { contact: <LabeledText>—</LabeledText> }),
          ...(t.resolvedAt ? {} : { resolvedAt: null }),
          ...(t.closeReason ? {} : { closeReason: null }),
        }} />
      <Divider sx={{ my: 2 }} />
      <Typography variant="h6" component="h2" gutterBottom>{translate(`${r}.thread.title`)}</Typography>
      <Thread />
      <IfCan action="reply"><ReplyBox /></IfCan>
      <Divider sx={{ my: 2 }} />
      <RecordHistory />
    </Box>
  );
};

/** One ticket: its facts, the thread, the reply box, assign and the legal state actions, and its history. */
export const FeedbackShow = () => (
  <Show actions={<Actions />}>
    <Detail />
  </Show>
);
