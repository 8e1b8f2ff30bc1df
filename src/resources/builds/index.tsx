// Character builds (#/wow_build/bulid, spelled as the spec has it): review queue, reading, editing.
import BuildIcon from '@mui/icons-material/Construction';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { buildCards } from './cards';
import { messages } from './messages';
import { BUILD_RESOURCE, BUILD_LIST_QUERY } from './types';

// Each screen is its own chunk, fetched when first opened (src/lazy.ts).
const BuildCreate = lazyView(() => import('./BuildCreate').then((m) => m.BuildCreate));
const BuildEdit = lazyView(() => import('./BuildEdit').then((m) => m.BuildEdit));
const BuildList = lazyView(() => import('./BuildList').then((m) => m.BuildList));
const BuildShow = lazyView(() => import('./BuildShow').then((m) => m.BuildShow));

const resource: PanelResource = {
  name: BUILD_RESOURCE,
  apiResource: 'builds',
  list: BuildList,
  listQuery: BUILD_LIST_QUERY,
  show: BuildShow,
  edit: BuildEdit,
  create: BuildCreate,
  icon: BuildIcon,
  recordRepresentation: 'title',
  messages,
  queueFacts: ['wowClass', 'spec', 'gameVersionName', 'talentString'],
  cards: buildCards,
};
export default resource;
