import { required } from 'react-admin';
import { ARTICLES } from '../../../contract/articles';
import { CategorySelectInput } from '../guide_categories/CategorySelectInput';
import { declaredInputs } from '../shared/declared';
import { EditToolbar } from '../shared/EditToolbar';
import { ResourceForm } from '../shared/ResourceForm';
import { RichTextInput } from '../shared/RichTextInput';

// the fields' checks are their declaration's (contract/articles.ts); the author by pen name (the API's articles/lookup)
const inputs = declaredInputs(ARTICLES, {
  only: ['title', 'categoryId', 'authorId', 'summary', 'coverUrl', 'featured', 'content'],
  override: {
    // the category tree select already picks by name and shows where each sits in the tree
    categoryId: <CategorySelectInput source="categoryId" validate={required()} />,
    content: <RichTextInput id="article-content" source="content" fullWidth />,
  },
  props: { summary: { multiline: true, minRows: 2 }, coverUrl: { type: 'url' } },
});

/**
 * The article fields, shared by create and edit. `keepDirtyValues`: when the
 * record reloads (after a review action) the user's unsaved edits stay.
 */
export const ArticleForm = () => (
  <ResourceForm resetOptions={{ keepDirtyValues: true }} toolbar={<EditToolbar redirect="list" />}>
    {inputs}
  </ResourceForm>
);
