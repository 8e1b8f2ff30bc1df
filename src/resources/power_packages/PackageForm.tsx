import { maxLength, NumberInput, required, TextInput, useTranslate } from 'react-admin';
import { EditToolbar } from '../shared/EditToolbar';
import { ResourceForm } from '../shared/ResourceForm';
import { PACKAGE_RESOURCE } from './types';
import { validYuan, YuanInput } from './YuanInput';

const validateName = [required(), maxLength(60)];

/** The fields of a package, shared by create and edit; prices in yuan, stored as fen. */
export const PackageForm = () => {
  const translate = useTranslate();
  const money = [required(), validYuan(translate(`resources.${PACKAGE_RESOURCE}.invalidYuan`))];
  const helper = `resources.${PACKAGE_RESOURCE}.helpers.yuan`;
  return (
    <ResourceForm toolbar={<EditToolbar redirect="list" />}>
      <TextInput source="nameZh" validate={validateName} />
      <TextInput source="nameEn" validate={validateName} />
      <TextInput source="description" multiline minRows={2} validate={maxLength(500)} fullWidth />
      <YuanInput source="priceCents" validate={money} helperText={helper} />
      <YuanInput source="originalPriceCents" validate={money} helperText={helper} />
      <NumberInput source="durationDays" step={1} min={1} max={3650} validate={required()} />
      <NumberInput source="sortOrder" step={1} defaultValue={0} />
    </ResourceForm>
  );
};
