// Platform users (#/user/users): search, status as of now, mute / ban / lift.
import GroupIcon from '@mui/icons-material/Group';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { userCards } from './cards';
import { messages } from './messages';
import { USER_RESOURCE, USER_LIST_QUERY } from './types';

const UserList = lazyView(() => import('./UserList').then((m) => m.UserList));
const UserShow = lazyView(() => import('./UserShow').then((m) => m.UserShow));

const resource: PanelResource = {
  name: USER_RESOURCE,
  apiResource: 'users',
  list: UserList,
  listQuery: USER_LIST_QUERY,
  show: UserShow,
  icon: GroupIcon,
  recordRepresentation: 'nickname',
  messages,
  cards: userCards,
};
export default resource;
