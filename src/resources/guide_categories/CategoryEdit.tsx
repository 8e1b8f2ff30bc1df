import { Edit } from 'react-admin';
import { pickFields } from '../shared/validators';
import { useSaveErrorHandler } from '../shared/useSaveErrorHandler';
import { CategoryForm } from './CategoryForm';
import { CATEGORY_WRITABLE } from './types';

/**
 * Pessimistic: a stale version (-5) keeps the form and says why; the toolbar's
 * delete asks first, and a refusal (-5: still has articles or children) shows
 * the server's message.
 */
export const CategoryEdit = () => {
  const onError = useSaveErrorHandler();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onError }} redirect="list"
      transform={pickFields(CATEGORY_WRITABLE)}>
      <CategoryForm />
    </Edit>
  );
};
