import { BooleanInput, SelectInput, TextInput, maxLength, regex, required, useTranslate } from 'react-admin';
import { LINK_CHANNELS, LINK_CODE_PATTERN, PROMOTION_LINKS } from '../../../contract/promotion_links';
import { EditToolbar } from '../shared/EditToolbar';
import { RecordHistory } from '../shared/RecordHistory';
import { ResourceForm } from '../shared/ResourceForm';
import { ResourceCreate, ResourceEdit } from '../shared/ResourceEdit';
import { limitsOf, writableOf } from '../shared/declaredFields';
import { pickFields } from '../shared/validators';
import { LINK_RESOURCE } from './types';

const T = `resources.${LINK_RESOURCE}`;
/** What the API accepts and its limits (contract/promotion_links.ts). */
const limits = limitsOf(PROMOTION_LINKS);
const pick = pickFields(writableOf(PROMOTION_LINKS));
const channelChoices = LINK_CHANNELS.map((c) => ({ id: c, name: `${T}.values.channel.${c}` }));

/** The fields of a link, for create and edit; the API checks the same (http/https target, free code). */
const LinkForm = () => {
  const translate = useTranslate();
  return (
    <ResourceForm toolbar={<EditToolbar redirect="show" />}>
      <SelectInput source="channel" choices={channelChoices} validate={required()} />
      <TextInput source="name" validate={[required(), maxLength(limits.name)]} fullWidth />
      <TextInput source="code" helperText={`${T}.code_helper`}
        validate={[regex(new RegExp(`${LINK_CODE_PATTERN}|^$`), translate(`${T}.bad_code`))]} />
      <TextInput source="targetUrl" helperText={`${T}.url_helper`} fullWidth
        validate={[required(), maxLength(limits.targetUrl), regex(/^https?:\/\/\S+$/, translate(`${T}.bad_url`))]} />
      <BooleanInput source="paused" />
    </ResourceForm>
  );
};

const transform = (data: Record<string, unknown>) => {
  const picked = pick(data);
  // an empty code on create: the API makes one
  if (!picked.code) delete picked.code;
  return picked;
};

export const LinkCreate = () => (
  <ResourceCreate saveErrors redirect="show" transform={transform}>
    <LinkForm />
  </ResourceCreate>
);

export const LinkEdit = () => (
  <ResourceEdit redirect="show" transform={transform} aside={<RecordHistory />}>
    <LinkForm />
  </ResourceEdit>
);
