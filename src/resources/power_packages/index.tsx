// Power-station packages (#/supports/power): price, duration, on / off sale.
import BoltIcon from '@mui/icons-material/Bolt';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { messages } from './messages';
import { PACKAGE_RESOURCE, PACKAGE_LIST_QUERY } from './types';
import { nameInPageLanguage } from '../shared/recordName';

// Each screen is its own chunk, fetched when first opened (src/lazy.ts).
const PackageCreate = lazyView(() => import('./PackageCreate').then((m) => m.PackageCreate));
const PackageEdit = lazyView(() => import('./PackageEdit').then((m) => m.PackageEdit));
const PackageList = lazyView(() => import('./PackageList').then((m) => m.PackageList));

const resource: PanelResource = {
  name: PACKAGE_RESOURCE,
  apiResource: 'power_packages',
  list: PackageList,
  listQuery: PACKAGE_LIST_QUERY,
  create: PackageCreate,
  edit: PackageEdit,
  icon: BoltIcon,
  recordRepresentation: nameInPageLanguage('nameZh', 'nameEn'),
  messages,
};
export default resource;
