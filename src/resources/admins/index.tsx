// Staff accounts (#/user/admin, key menu.use.user).
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { messages } from './messages';
import { ADMIN_RESOURCE } from './useAdminCommand';
import { ADMIN_LIST_QUERY } from './types';

const AdminList = lazyView(() => import('./AdminList').then((m) => m.AdminList));
const AdminCreate = lazyView(() => import('./AdminCreate').then((m) => m.AdminCreate));
const AdminEdit = lazyView(() => import('./AdminEdit').then((m) => m.AdminEdit));
const AdminShow = lazyView(() => import('./AdminShow').then((m) => m.AdminShow));

const resource: PanelResource = {
  name: ADMIN_RESOURCE,
  apiResource: 'admins',
  list: AdminList,
  listQuery: ADMIN_LIST_QUERY,
  create: AdminCreate,
  edit: AdminEdit,
  show: AdminShow,
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'username',
  messages,
};
export default resource;
