import { Create } from 'react-admin';
import { pickFields } from '../shared/validators';
import { ArticleForm } from './ArticleForm';
import { ARTICLE_WRITABLE } from './types';

const defaults = { summary: '', coverUrl: '', content: '', featured: false };

/** A new article starts as a draft (the server sets the status). */
export const ArticleCreate = () => (
  <Create redirect="show" record={defaults} transform={pickFields(ARTICLE_WRITABLE)}>
    <ArticleForm />
  </Create>
);
