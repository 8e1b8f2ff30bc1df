// The guide category tree (#/wow_guide/category).
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { messages } from './messages';
import { CATEGORY_RESOURCE } from './types';

// Each screen is its own chunk, fetched when first opened (src/lazy.ts).
const CategoryCreate = lazyView(() => import('./CategoryCreate').then((m) => m.CategoryCreate));
const CategoryEdit = lazyView(() => import('./CategoryEdit').then((m) => m.CategoryEdit));
const CategoryList = lazyView(() => import('./CategoryList').then((m) => m.CategoryList));

const resource: PanelResource = {
  name: CATEGORY_RESOURCE,
  apiResource: 'guide_categories',
  list: CategoryList,
  create: CategoryCreate,
  edit: CategoryEdit,
  icon: AccountTreeIcon,
  groupIcon: MenuBookIcon,
  recordRepresentation: 'name',
  messages,
};
export default resource;
