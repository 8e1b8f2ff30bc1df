import { maxLength, NumberInput, required, TextInput, useTranslate } from 'react-admin';
import { EditToolbar } from '../shared/EditToolbar';
import { ResourceForm } from '../shared/ResourceForm';
import { POWER_PACKAGES } from '../../../contract/power_packages';
import { limitsOf } from '../shared/declaredFields';
import { PACKAGE_RESOURCE } from './types';
import { validYuan, YuanInput } from './YuanInput';

/** The API's limits (the declaration, contract/power_packages.ts). */
const limits = limitsOf(POWER_PACKAGES);
const validateNameZh = [required(), maxLength(limits.nameZh)];
const validateNameEn = [required(), maxLength(limits.nameEn)];
const DAYS_MAX = POWER_PACKAGES.fields.durationDays.max;

/** The fields of a package, shared by create and edit; prices in yuan, stored as fen. */
export const PackageForm = () => {
  const translate = useTranslate();
  const money = [required(), validYuan(translate(`resources.${PACKAGE_RESOURCE}.invalidYuan`))];
  const helper = `resources.${PACKAGE_RESOURCE}.helpers.yuan`;
  return (
    <ResourceForm toolbar={<EditToolbar redirect="list" />}>
      <TextInput source="nameZh" validate={validateNameZh} />
      <TextInput source="nameEn" validate={validateNameEn} />
      <TextInput source="description" multiline minRows={2} validate={maxLength(limits.description)} fullWidth />
      <YuanInput source="priceCents" validate={money} helperText={helper} />
      <YuanInput source="originalPriceCents" validate={money} helperText={helper} />
      <NumberInput source="durationDays" step={1} min={1} max={DAYS_MAX} validate={required()} />
      <NumberInput source="sortOrder" step={1} defaultValue={0} />
    </ResourceForm>
  );
};
