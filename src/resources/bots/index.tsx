// Partner bots (#/user/bot): accounts, scopes, rate, keys shown once.
import SmartToyIcon from '@mui/icons-material/SmartToy';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { messages } from './messages';
import { BOT_RESOURCE, BOT_LIST_QUERY } from './types';

const BotList = lazyView(() => import('./BotList').then((m) => m.BotList));
const BotShow = lazyView(() => import('./BotShow').then((m) => m.BotShow));
const BotCreate = lazyView(() => import('./BotForm').then((m) => m.BotCreate));
const BotEdit = lazyView(() => import('./BotForm').then((m) => m.BotEdit));

const resource: PanelResource = {
  name: BOT_RESOURCE,
  apiResource: 'bots',
  list: BotList,
  listQuery: BOT_LIST_QUERY,
  show: BotShow,
  create: BotCreate,
  edit: BotEdit,
  icon: SmartToyIcon,
  recordRepresentation: 'name',
  messages,
};
export default resource;
