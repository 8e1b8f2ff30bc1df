import {
  BooleanInput, maxLength, minValue, NumberInput, required, SimpleForm, TextInput,
} from 'react-admin';
import { CategorySelectInput } from '../guide_categories/CategorySelectInput';
import { RichTextEditor } from '../shared/RichTextEditor';
import { httpUrl, keepEmptyString } from '../shared/validators';
import { ARTICLE_RESOURCE } from './types';

// API limits (docs/api.md): title 1..200, summary ≤ 500, coverUrl http(s) or ''
const validateTitle = [required(), maxLength(200)];
const validateSummary = maxLength(500);
const validateAuthor = [required(), minValue(1)];

/**
 * The article fields, shared by create and edit. `keepDirtyValues`: when the
 * record reloads (after a review action) the user's unsaved edits stay.
 */
export const ArticleForm = () => (
  <SimpleForm resetOptions={{ keepDirtyValues: true }}>
    <TextInput source="title" validate={validateTitle} fullWidth />
    <CategorySelectInput source="categoryId" validate={required()} />
    {/* authors have no API yet: their id is typed in */}
    <NumberInput source="authorId" validate={validateAuthor} step={1}
      helperText={`resources.${ARTICLE_RESOURCE}.helpers.authorId`} />
    <TextInput source="summary" validate={validateSummary} parse={keepEmptyString}
      multiline minRows={2} fullWidth />
    <TextInput source="coverUrl" type="url" validate={httpUrl} parse={keepEmptyString} fullWidth />
    <BooleanInput source="featured" />
    <RichTextEditor id="article-content" source="content" fullWidth />
  </SimpleForm>
);
