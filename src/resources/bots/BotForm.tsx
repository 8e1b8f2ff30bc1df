import { CheckboxGroupInput, Create, Edit, SimpleForm } from 'react-admin';
import { BOTS, BOT_SCOPES } from '../../../contract/bots';
import { declaredInputs } from '../shared/declared';

const scopeChoices = BOT_SCOPES.map((s) => ({ id: s, name: s }));
/** The declared inputs (contract/bots.ts) around the scopes: a JSON list of BOT_SCOPES, which no declared input derives. */
const [head, settings] = [declaredInputs(BOTS, { only: ['name', 'ownerContact'] }), declaredInputs(BOTS, { except: ['name', 'ownerContact'] })];

const BotForm = () => (
  <SimpleForm>
    {head}
    <CheckboxGroupInput source="scopes" choices={scopeChoices} />
    {settings}
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
