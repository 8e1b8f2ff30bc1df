import { RichTextInput } from 'ra-input-rich-text';
import {
  BooleanInput, maxLength, minValue, NumberInput, required, TextInput,
} from 'react-admin';
import { ResourceForm } from '../shared/ResourceForm';
import { CategorySelectInput } from '../guide_categories/CategorySelectInput';
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
  <ResourceForm resetOptions={{ keepDirtyValues: true }}>
    <TextInput source="title" validate={validateTitle} fullWidth />
    <CategorySelectInput source="categoryId" validate={required()} />
    {/* authors have no API yet: their id is typed in */}
    <NumberInput source="authorId" validate={validateAuthor} step={1}
      helperText={`resources.${ARTICLE_RESOURCE}.helpers.authorId`} />
    <TextInput source="summary" validate={validateSummary} parse={keepEmptyString}
      multiline minRows={2} fullWidth />
    <TextInput source="coverUrl" type="url" validate={httpUrl} parse={keepEmptyString} fullWidth />
    <BooleanInput source="featured" />
    <RichTextInput source="content" fullWidth />
  </ResourceForm>
);
