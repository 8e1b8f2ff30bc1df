import { CategoryWriteSchema } from '../../../contract/writes/guide_categories';
import { ResourceCreate } from '../shared/ResourceEdit';
import { writableOf } from '../shared/schemaFields';
import { CategoryForm } from './CategoryForm';

const defaults = { parentId: null, sortOrder: 0, visible: true };

export const CategoryCreate = () => (
  <ResourceCreate redirect="list" record={defaults} writable={writableOf(CategoryWriteSchema)}>
    <CategoryForm />
  </ResourceCreate>
);
