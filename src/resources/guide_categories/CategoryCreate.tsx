import { Create } from 'react-admin';
import { pickFields } from '../shared/validators';
import { CategoryForm } from './CategoryForm';
import { CATEGORY_WRITABLE } from './types';

const defaults = { parentId: null, sortOrder: 0, visible: true };

export const CategoryCreate = () => (
  <Create redirect="list" record={defaults} transform={pickFields(CATEGORY_WRITABLE)}>
    <CategoryForm />
  </Create>
);
