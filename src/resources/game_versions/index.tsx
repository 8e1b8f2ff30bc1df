// Game versions (#/db/dbs/versions, below the item database's route and under
// its key mdr.db): name, build, release time; exactly one is current.
import HistoryIcon from '@mui/icons-material/History';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { VERSION_RESOURCE, messages } from './messages';
import { VERSION_LIST_QUERY } from './types';

const VersionList = lazyView(() => import('./VersionList').then((m) => m.VersionList));
const VersionCreate = lazyView(() => import('./VersionForm').then((m) => m.VersionCreate));
const VersionEdit = lazyView(() => import('./VersionForm').then((m) => m.VersionEdit));

const resource: PanelResource = {
  name: VERSION_RESOURCE,
  apiResource: 'game_versions',
  list: VersionList,
  listQuery: VERSION_LIST_QUERY,
  create: VersionCreate,
  edit: VersionEdit,
  icon: HistoryIcon,
  recordRepresentation: 'name',
  messages,
};
export default resource;
