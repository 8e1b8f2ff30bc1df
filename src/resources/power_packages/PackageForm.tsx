import { required, useTranslate } from 'react-admin';
import { POWER_PACKAGES } from '../../../contract/power_packages';
import { EditToolbar } from '../shared/EditToolbar';
import { ResourceForm } from '../shared/ResourceForm';
import { declaredInputs } from '../shared/declared';
import { PACKAGE_RESOURCE } from './types';
import { validYuan, YuanInput } from '../shared/YuanInput';

/** The fields of a package, shared by create and edit, with the checks its declaration states; prices in yuan, stored as fen. */
export const PackageForm = () => {
  const translate = useTranslate();
  const yuan = {
    validate: [required(), validYuan(translate(`resources.${PACKAGE_RESOURCE}.invalidYuan`))],
    helperText: `resources.${PACKAGE_RESOURCE}.helpers.yuan`,
  };
  return (
    <ResourceForm toolbar={<EditToolbar redirect="list" />}>
      {declaredInputs(POWER_PACKAGES, {
        override: { priceCents: <YuanInput source="priceCents" {...yuan} />, originalPriceCents: <YuanInput source="originalPriceCents" {...yuan} /> },
        props: { description: { minRows: 2 }, sortOrder: { defaultValue: 0 } },
      })}
    </ResourceForm>
  );
};
