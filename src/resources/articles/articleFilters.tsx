import {
  DateInput, NullableBooleanInput, SearchInput, SelectArrayInput,
} from 'react-admin';
import { CategorySelectInput } from '../guide_categories/CategorySelectInput';
import { ReferenceLookupInput } from '../shared/ReferenceLookupInput';
import { ARTICLE_RESOURCE, ARTICLE_STATUSES } from './types';

const statusChoices = ARTICLE_STATUSES.map((s) => ({
  id: s, name: `resources.${ARTICLE_RESOURCE}.status.${s}`,
}));

/** The API's article filters (docs/api.md); labels come from `fields.<source>`. */
export const articleFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="status" source="status" choices={statusChoices} alwaysOn sx={{ minWidth: 180 }} />,
  <CategorySelectInput key="categoryId" source="categoryId" />,
  // picked by pen name, filtered by id (exact, unlike a part of the name)
  <ReferenceLookupInput key="authorId" source="authorId" apiResource="articles"
    label={`resources.${ARTICLE_RESOURCE}.fields.authorId`} />,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
  <NullableBooleanInput key="featured" source="featured" />,
];
