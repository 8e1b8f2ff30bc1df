// The guide category tree (#/wow_guide/category).
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import type { PanelResource } from '../types';
import { CategoryCreate } from './CategoryCreate';
import { CategoryEdit } from './CategoryEdit';
import { CategoryList } from './CategoryList';
import { messages } from './messages';
import { CATEGORY_RESOURCE } from './types';

const resource: PanelResource = {
  name: CATEGORY_RESOURCE,
  apiResource: 'guide_categories',
  list: CategoryList,
  create: CategoryCreate,
  edit: CategoryEdit,
  icon: AccountTreeIcon,
  recordRepresentation: 'name',
  messages,
};
export default resource;
