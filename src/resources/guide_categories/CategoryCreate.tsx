import { GUIDE_CATEGORIES } from '../../../contract/guide_categories';
import { ResourceCreate } from '../shared/ResourceEdit';
import { writableOf } from '../shared/declaredFields';
import { CategoryForm } from './CategoryForm';

const defaults = { parentId: null, sortOrder: 0, visible: true };

export const CategoryCreate = () => (
  <ResourceCreate redirect="list" record={defaults} writable={writableOf(GUIDE_CATEGORIES)}>
    <CategoryForm />
  </ResourceCreate>
);
