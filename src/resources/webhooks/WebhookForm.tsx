import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { BooleanInput, CheckboxGroupInput, Create, required, SimpleForm, TextInput, useNotify, useRedirect, useTranslate } from 'react-admin';
import { NOTICE_KINDS, WEBHOOK_URL_MAX } from '../../../contract/webhooks';
import type { NewWebhook } from '../../../contract/records/webhooks';
import { ResourceEdit } from '../shared/ResourceEdit';
import { useSaveErrorHandler } from '../shared/useSaveErrorHandler';
import { httpUrl, pickFields } from '../shared/validators';
import { w, WEBHOOK_RESOURCE } from './types';

const WRITABLE = ['url', 'events', 'active'];

const WebhookForm = ({ edit = false }: { edit?: boolean }) => {
  const translate = useTranslate();
  const kinds = NOTICE_KINDS.map((id) => ({ id, name: translate(w(`kinds.${id}`)) }));
  return (
    <SimpleForm>
      <TextInput source="url" fullWidth validate={[required(), httpUrl]} slotProps={{ htmlInput: { maxLength: WEBHOOK_URL_MAX } }}
        helperText={w('helpers.url')} />
      <CheckboxGroupInput source="events" choices={kinds} helperText={w('helpers.events')} />
      {edit && <BooleanInput source="active" />}
    </SimpleForm>
  );
};

/** The secret of a new hook, shown this once, with a copy button; closing it opens the hook. */
const SecretDialog = ({ created, onClose }: { created: NewWebhook; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    await navigator.clipboard.writeText(created.secret);
    notify(w('secret.copied'), { type: 'success' });
  };
  return (
    <Dialog open onClose={onClose} data-testid="webhook-secret-dialog" fullWidth>
      <DialogTitle>{translate(w('secret.title'))}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>{translate(w('secret.shown_once'))}</Alert>
        <TextField value={created.secret} fullWidth slotProps={{ input: { readOnly: true } }} name="webhookSecret" label={translate(w('secret.title'))} />
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={copy}>{translate(w('secret.copy'))}</Button>
        <Button variant="contained" onClick={onClose}>{translate(w('secret.close'))}</Button>
      </DialogActions>
    </Dialog>
  );
};

/** A new hook; its answer holds the secret, shown in a dialog before the hook's page opens. */
export const WebhookCreate = () => {
  const [created, setCreated] = useState<NewWebhook | null>(null);
  const redirect = useRedirect();
  const onError = useSaveErrorHandler();
  return (
    <>
      <Create redirect={false} record={{ events: [] }} transform={pickFields(WRITABLE)}
        mutationOptions={{ onSuccess: (data: NewWebhook) => setCreated(data), onError }}>
        <WebhookForm />
      </Create>
      {created && <SecretDialog created={created} onClose={() => redirect('show', WEBHOOK_RESOURCE, created.id)} />}
    </>
  );
};

export const WebhookEdit = () => (
  <ResourceEdit writable={WRITABLE} redirect="show">
    <WebhookForm edit />
  </ResourceEdit>
);
