import { useState } from 'react';
import { BooleanInput, CheckboxGroupInput, Create, required, SimpleForm, TextInput, useRedirect, useTranslate } from 'react-admin';
import { NOTICE_KINDS, WEBHOOK_URL_MAX } from '../../../contract/webhooks';
import type { NewWebhook } from '../../../contract/records/webhooks';
import { ResourceEdit } from '../shared/ResourceEdit';
import { SecretOnceDialog, secretFileName } from '../shared/SecretOnceDialog';
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

/** What the secret's dialog says (resources.user/webhooks.secret.*). */
const SECRET_WORDS = {
  title: w('secret.title'), label: w('secret.title'), shownOnce: w('secret.shown_once'), copy: w('secret.copy'), copied: w('secret.copied'),
  close: w('secret.close'),
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
      {/* the secret, shown this once; closing it opens the hook */}
      {created && <SecretOnceDialog secret={created.secret} words={SECRET_WORDS} fileName={secretFileName('webhook-secret', created.id)}
        testId="webhook-secret-dialog" name="webhookSecret" onClose={() => redirect('show', WEBHOOK_RESOURCE, created.id)} />}
    </>
  );
};

export const WebhookEdit = () => (
  <ResourceEdit writable={WRITABLE} redirect="show">
    <WebhookForm edit />
  </ResourceEdit>
);
