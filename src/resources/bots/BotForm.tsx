import {
  BooleanInput, CheckboxGroupInput, Create, Edit, NumberInput, SimpleForm, TextInput, maxLength, maxValue, minValue, required,
} from 'react-admin';
import { BOTS, BOT_SCOPES } from '../../../contract/bots';
import { limitsOf } from '../shared/declaredFields';

/** The API's limits (contract/bots.ts). */
const limits = limitsOf(BOTS);
const rate = BOTS.fields.ratePerMinute;
const scopeChoices = BOT_SCOPES.map((s) => ({ id: s, name: s }));

const BotForm = () => (
  <SimpleForm>
    <TextInput source="name" validate={[required(), maxLength(limits.name)]} />
    <TextInput source="ownerContact" validate={maxLength(limits.ownerContact)} />
    <CheckboxGroupInput source="scopes" choices={scopeChoices} />
    <NumberInput source="ratePerMinute" validate={[minValue(rate.min), maxValue(rate.max)]} />
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
