import {
  BooleanInput, maxLength, NumberInput, required, TextInput, useRecordContext,
} from 'react-admin';
import { EditToolbar } from '../shared/EditToolbar';
import { ResourceForm } from '../shared/ResourceForm';
import { CATEGORY_RESOURCE } from './types';
import { GUIDE_CATEGORIES } from '../../../contract/guide_categories';
import { limitsOf } from '../shared/declaredFields';
import { CategorySelectInput } from './CategorySelectInput';

/** The API's name limit (contract/guide_categories.ts). */
const validateName = [required(), maxLength(limitsOf(GUIDE_CATEGORIES).name)];

/** The fields of a category, shared by create and edit. */
export const CategoryForm = () => {
  const record = useRecordContext();
  return (
    <ResourceForm toolbar={<EditToolbar redirect="list" />}>
      {/* empty = a root category (parentId null) */}
      <CategorySelectInput
        source="parentId"
        excludeSubtreeOf={record?.id}
        emptyText={`resources.${CATEGORY_RESOURCE}.root`}
      />
      <TextInput source="name" validate={validateName} />
      <NumberInput source="sortOrder" step={1} validate={required()} />
      <BooleanInput source="visible" />
    </ResourceForm>
  );
};
