import { RichTextInput } from '../shared/RichTextInput';
import {
  BooleanInput, maxLength, required, TextInput,
} from 'react-admin';
import { ResourceForm } from '../shared/ResourceForm';
import { CategorySelectInput } from '../guide_categories/CategorySelectInput';
import { EditToolbar } from '../shared/EditToolbar';
import { ReferenceLookupInput } from '../shared/ReferenceLookupInput';
import { httpUrl, keepEmptyString } from '../shared/validators';
import { ARTICLE_RESOURCE } from './types';
import { ARTICLES } from '../../../contract/articles';
import { limitsOf } from '../shared/declaredFields';

// the API's limits (contract/articles.ts); coverUrl http(s) or ''
const limits = limitsOf(ARTICLES);
const validateTitle = [required(), maxLength(limits.title)];
const validateSummary = maxLength(limits.summary);

/**
 * The article fields, shared by create and edit. `keepDirtyValues`: when the
 * record reloads (after a review action) the user's unsaved edits stay.
 */
export const ArticleForm = () => (
  <ResourceForm resetOptions={{ keepDirtyValues: true }} toolbar={<EditToolbar redirect="list" />}>
    <TextInput source="title" validate={validateTitle} fullWidth />
    {/* the category tree select already picks by name and shows where each sits in the tree */}
    <CategorySelectInput source="categoryId" validate={required()} />
    {/* by pen name (the API's articles/lookup), stored as authorId */}
    <ReferenceLookupInput source="authorId" apiResource="articles" validate={required()}
      label={`resources.${ARTICLE_RESOURCE}.fields.authorId`} />
    <TextInput source="summary" validate={validateSummary} parse={keepEmptyString}
      multiline minRows={2} fullWidth />
    <TextInput source="coverUrl" type="url" validate={httpUrl} parse={keepEmptyString} fullWidth />
    <BooleanInput source="featured" />
    <RichTextInput id="article-content" source="content" fullWidth />
  </ResourceForm>
);
