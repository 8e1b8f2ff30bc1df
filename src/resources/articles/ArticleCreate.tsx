import { ARTICLES } from '../../../contract/articles';
import { ResourceCreate } from '../shared/ResourceEdit';
import { writableOf } from '../shared/declaredFields';
import { ArticleForm } from './ArticleForm';

const defaults = { summary: '', coverUrl: '', content: '', featured: false };

/** A new article starts as a draft (the server sets the status). */
export const ArticleCreate = () => (
  <ResourceCreate redirect="show" record={defaults} writable={writableOf(ARTICLES)}>
    <ArticleForm />
  </ResourceCreate>
);
