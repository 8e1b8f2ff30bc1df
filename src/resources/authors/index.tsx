// Authors (#/wow_author/information; needs mdr.author.check besides the module
// key): applications, profiles, balances and the ledger.
import PersonIcon from '@mui/icons-material/Person';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { authorCards } from './cards';
import { messages } from './messages';
import { AUTHOR_RESOURCE, AUTHOR_LIST_QUERY } from './types';

const AuthorList = lazyView(() => import('./AuthorList').then((m) => m.AuthorList));
const AuthorShow = lazyView(() => import('./AuthorShow').then((m) => m.AuthorShow));
const AuthorEdit = lazyView(() => import('./AuthorEdit').then((m) => m.AuthorEdit));

const resource: PanelResource = {
  name: AUTHOR_RESOURCE,
  apiResource: 'authors',
  list: AuthorList,
  listQuery: AUTHOR_LIST_QUERY,
  show: AuthorShow,
  edit: AuthorEdit,
  icon: PersonIcon,
  recordRepresentation: 'penName',
  messages,
  queueFacts: ['revenueShare', 'payoutMethod', 'createdAt'],
  cards: authorCards,
};
export default resource;
