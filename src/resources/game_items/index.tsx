// The item database (#/db/dbs): items of every game version, in both languages,
// with the CSV import; the versions are the resource below it (db/dbs/versions).
import StorageIcon from '@mui/icons-material/Storage';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { ITEM_RESOURCE, messages } from './messages';
import { nameInPageLanguage } from '../shared/recordName';
import { ITEM_LIST_QUERY } from './types';

const ItemList = lazyView(() => import('./ItemList').then((m) => m.ItemList));
const ItemCreate = lazyView(() => import('./ItemForm').then((m) => m.ItemCreate));
const ItemEdit = lazyView(() => import('./ItemForm').then((m) => m.ItemEdit));

const resource: PanelResource = {
  name: ITEM_RESOURCE,
  apiResource: 'game_items',
  list: ItemList,
  listQuery: ITEM_LIST_QUERY,
  create: ItemCreate,
  edit: ItemEdit,
  icon: StorageIcon,
  recordRepresentation: nameInPageLanguage('nameZh', 'nameEn'),
  messages,
};
export default resource;
