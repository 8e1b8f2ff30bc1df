import {
  BooleanInput, CheckboxGroupInput, Create, Edit, NumberInput, SimpleForm, TextInput, maxLength, maxValue, minValue, required,
} from 'react-admin';
import { BOT_RATE, BOT_SCOPES } from '../../../contract/bots';
import { BotWriteSchema } from '../../../contract/writes/bots';
import { limitsOf } from '../shared/schemaFields';

/** The API's limits (contract/writes/bots.ts). */
const limits = limitsOf(BotWriteSchema);
const scopeChoices = BOT_SCOPES.map((s) => ({ id: s, name: s }));

const BotForm = () => (
  <SimpleForm>
    <TextInput source="name" validate={[required(), maxLength(limits.name)]} />
    <TextInput source="ownerContact" validate={maxLength(limits.ownerContact)} />
    <CheckboxGroupInput source="scopes" choices={scopeChoices} />
    <NumberInput source="ratePerMinute" validate={[minValue(BOT_RATE.min), maxValue(BOT_RATE.max)]} />
    <BooleanInput source="disabled" />
  </SimpleForm>
);

export const BotCreate = () => (
  <Create redirect="show">
    <BotForm />
  </Create>
);

export const BotEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <BotForm />
  </Edit>
);
