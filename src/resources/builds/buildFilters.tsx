import {
  DateInput, NullableBooleanInput, SearchInput, SelectArrayInput, SelectInput,
} from 'react-admin';
import { WOW_CLASS_KEYS, WOW_ROLES } from '../../../contract/wow';
import { ReferenceLookupInput } from '../shared/ReferenceLookupInput';
import { BUILD_RESOURCE, BUILD_STATUSES, classKey, roleKey } from './types';

const statusChoices = BUILD_STATUSES.map((s) => ({ id: s, name: `resources.${BUILD_RESOURCE}.status.${s}` }));
const classChoices = WOW_CLASS_KEYS.map((c) => ({ id: c, name: classKey(c) }));
const roleChoices = WOW_ROLES.map((r) => ({ id: r, name: roleKey(r) }));

/** The API's build filters; labels come from `fields.<source>`. */
export const buildFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="status" source="status" choices={statusChoices} alwaysOn sx={{ minWidth: 180 }} />,
  <SelectInput key="wowClass" source="wowClass" choices={classChoices} />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
  <ReferenceLookupInput key="gameVersionId" source="gameVersionId" apiResource="builds"
    label={`resources.${BUILD_RESOURCE}.fields.gameVersionId`} />,
  <ReferenceLookupInput key="authorId" source="authorId" apiResource="builds"
    label={`resources.${BUILD_RESOURCE}.fields.authorId`} />,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
  <NullableBooleanInput key="featured" source="featured" />,
];
