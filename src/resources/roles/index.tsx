// Roles (#/user/role, under the staff accounts' module): named bundles of action
// keys that staff accounts carry (contract/access/actionKeys.ts, docs/access.md).
import BadgeIcon from '@mui/icons-material/Badge';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { messages } from './messages';
import { ROLE_RESOURCE, ROLE_LIST_QUERY } from './types';
import { nameInPageLanguage } from '../shared/recordName';

const RoleList = lazyView(() => import('./RoleList').then((m) => m.RoleList));
const RoleCreate = lazyView(() => import('./RoleEdit').then((m) => m.RoleCreate));
const RoleEdit = lazyView(() => import('./RoleEdit').then((m) => m.RoleEdit));
const RoleShow = lazyView(() => import('./RoleShow').then((m) => m.RoleShow));

const resource: PanelResource = {
  name: ROLE_RESOURCE,
  apiResource: 'roles',
  list: RoleList,
  listQuery: ROLE_LIST_QUERY,
  create: RoleCreate,
  edit: RoleEdit,
  show: RoleShow,
  icon: BadgeIcon,
  recordRepresentation: nameInPageLanguage('nameZh', 'nameEn'),
  messages,
};
export default resource;
