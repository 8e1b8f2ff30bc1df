import { ARTICLES } from '../../../contract/articles';
import { ResourceEdit } from '../shared/ResourceEdit';
import { writableOf } from '../shared/declaredFields';
import { ArticleActions } from './ArticleActions';
import { ArticleForm } from './ArticleForm';

/**
 * Pessimistic, so the page waits for the server: a stale version (-5, the
 * data provider sends the loaded record's version) says someone else changed
 * the article and leaves the form, with the user's edits, where it is.
 */
export const ArticleEdit = () => (
  <ResourceEdit writable={writableOf(ARTICLES)} redirect="show" actions={<ArticleActions view="edit" />}>
    <ArticleForm />
  </ResourceEdit>
);
