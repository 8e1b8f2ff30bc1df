import { CategoryWriteSchema } from '../../../contract/writes/guide_categories';
import { ResourceEdit } from '../shared/ResourceEdit';
import { writableOf } from '../shared/schemaFields';
import { CategoryForm } from './CategoryForm';

/**
 * Pessimistic: a stale version (-5) keeps the form and says why; the toolbar's
 * delete asks first, and a refusal (-5: still has articles or children) shows
 * the server's message.
 */
export const CategoryEdit = () => (
  <ResourceEdit redirect="list" writable={writableOf(CategoryWriteSchema)}>
    <CategoryForm />
  </ResourceEdit>
);
