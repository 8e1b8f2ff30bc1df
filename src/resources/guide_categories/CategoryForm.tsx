import { required, useRecordContext } from 'react-admin';
import { GUIDE_CATEGORIES } from '../../../contract/guide_categories';
import { declaredInputs } from '../shared/declared';
import { EditToolbar } from '../shared/EditToolbar';
import { ResourceForm } from '../shared/ResourceForm';
import { CategorySelectInput } from './CategorySelectInput';
import { CATEGORY_RESOURCE } from './types';

/** The fields of a category, shared by create and edit: its declaration's (contract/guide_categories.ts), the parent from the tree. */
export const CategoryForm = () => {
  const record = useRecordContext();
  return (
    <ResourceForm toolbar={<EditToolbar redirect="list" />}>
      {declaredInputs(GUIDE_CATEGORIES, {
        // empty = a root category (parentId null); never the category itself or one under it
        override: { parentId: <CategorySelectInput source="parentId" excludeSubtreeOf={record?.id} emptyText={`resources.${CATEGORY_RESOURCE}.root`} /> },
        props: { sortOrder: { validate: required() } },
      })}
    </ResourceForm>
  );
};
