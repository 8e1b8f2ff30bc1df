import {
  DateInput, NullableBooleanInput, SearchInput, SelectArrayInput, TextInput,
} from 'react-admin';
import { CategorySelectInput } from '../guide_categories/CategorySelectInput';
import { ARTICLE_RESOURCE, ARTICLE_STATUSES } from './types';

const statusChoices = ARTICLE_STATUSES.map((s) => ({
  id: s, name: `resources.${ARTICLE_RESOURCE}.status.${s}`,
}));

/** The API's article filters (docs/api.md); labels come from `fields.<source>`. */
export const articleFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="status" source="status" choices={statusChoices} alwaysOn sx={{ minWidth: 180 }} />,
  <CategorySelectInput key="categoryId" source="categoryId" />,
  <TextInput key="authorName" source="authorName" />,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
  <NullableBooleanInput key="featured" source="featured" />,
];
