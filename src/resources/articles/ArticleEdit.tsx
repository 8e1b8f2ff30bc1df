import { Edit } from 'react-admin';
import { pickFields } from '../shared/validators';
import { useSaveErrorHandler } from '../shared/useSaveErrorHandler';
import { ArticleActions } from './ArticleActions';
import { ArticleForm } from './ArticleForm';
import { ARTICLE_WRITABLE } from './types';

/**
 * Pessimistic, so the page waits for the server: a stale version (-5, the
 * data provider sends the loaded record's version) says someone else changed
 * the article and leaves the form, with the user's edits, where it is.
 */
export const ArticleEdit = () => {
  const onError = useSaveErrorHandler();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      transform={pickFields(ARTICLE_WRITABLE)}
      redirect="show"
      actions={<ArticleActions view="edit" />}
    >
      <ArticleForm />
    </Edit>
  );
};
