import { useState } from 'react';
import { Box, Button, Chip, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useLocale, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { FEEDBACK_OPEN_STATES, FEEDBACK_TEMPLATES, REPLY_MAX } from '../../../contract/feedback';
import type { ModeratorDataProvider } from '../../providers/types';
import { useNotifyError } from '../shared/useNotifyError';
import { FEEDBACK_RESOURCE, type Ticket } from './types';
import { useMutateOnce } from '../shared/useSingleFlight';

const r = `resources.${FEEDBACK_RESOURCE}`;

/**
 * A public reply or an internal note, started from one of the category's
 * templates (in the reader's language) or typed; a public reply on an open
 * ticket moves it to processing (the API does it in the same transaction).
 */
export const ReplyBox = () => {
  const ticket = useRecordContext<Ticket>();
  const translate = useTranslate();
  const locale = useLocale() === 'en-US' ? 'en-US' : 'zh-CN';
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const send = useMutation({
    mutationFn: () => dataProvider.transition(FEEDBACK_RESOURCE, 'reply', { id: ticket!.id, body: body.trim(), internal }),
    onSuccess: () => {
      notify(`${r}.thread.sent`, { type: 'success' });
      setBody('');
      refresh();
    },
    onError: notifyError,
  });
  const sendOnce = useMutateOnce(send);
  if (!ticket || !(FEEDBACK_OPEN_STATES as readonly string[]).includes(ticket.status)) return null;
  const templates = FEEDBACK_TEMPLATES[locale][ticket.category];
  const tooLong = body.trim().length > REPLY_MAX;
  return (
    <Box component="section" sx={{ mt: 2 }} data-testid="reply-box">
      <Typography variant="caption" sx={{ color: 'text.secondary' }} component="p">{translate(`${r}.thread.template`)}</Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, my: 1 }}>
        {templates.map((text) => (
          <Chip key={text} label={text.length > 24 ? `${text.slice(0, 24)}…` : text} title={text} clickable
            onClick={() => setBody(text)} variant="outlined" />
        ))}
      </Stack>
      <TextField name="replyBody" fullWidth multiline minRows={3} label={translate(`${r}.thread.body`)} value={body}
        onChange={(e) => setBody(e.target.value)} error={tooLong}
        helperText={`${body.trim().length} / ${REPLY_MAX}`} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 1 }}>
        <FormControlLabel control={<Switch name="internal" checked={internal} onChange={(e) => setInternal(e.target.checked)} />}
          label={`${translate(`${r}.thread.internal`)} · ${translate(`${r}.thread.internalHint`)}`} />
        <Button variant="contained" disabled={!body.trim() || tooLong || send.isPending} onClick={() => sendOnce(undefined)}>
          {translate(`${r}.thread.send`)}
        </Button>
      </Stack>
    </Box>
  );
};
