import { GUIDE_CATEGORIES } from '../../../contract/guide_categories';
import { ResourceEdit } from '../shared/ResourceEdit';
import { writableOf } from '../shared/declaredFields';
import { CategoryForm } from './CategoryForm';

/**
 * Pessimistic: a stale version (-5) keeps the form and says why; the toolbar's
 * delete asks first, and a refusal (-5: still has articles or children) shows
 * the server's message.
 */
export const CategoryEdit = () => (
  <ResourceEdit redirect="list" writable={writableOf(GUIDE_CATEGORIES)}>
    <CategoryForm />
  </ResourceEdit>
);
