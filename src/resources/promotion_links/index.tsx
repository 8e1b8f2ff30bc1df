// Promotion links (#/channel_promotion/link): tracked links per channel, their /r/ address and QR code, and figures.
import CampaignIcon from '@mui/icons-material/Campaign';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { messages } from './messages';
import { LINK_RESOURCE, LINK_LIST_QUERY } from './types';

const LinkList = lazyView(() => import('./LinkList').then((m) => m.LinkList));
const LinkShow = lazyView(() => import('./LinkShow').then((m) => m.LinkShow));
const LinkCreate = lazyView(() => import('./LinkForm').then((m) => m.LinkCreate));
const LinkEdit = lazyView(() => import('./LinkForm').then((m) => m.LinkEdit));

const resource: PanelResource = {
  name: LINK_RESOURCE,
  apiResource: 'promotion_links',
  list: LinkList,
  listQuery: LINK_LIST_QUERY,
  show: LinkShow,
  create: LinkCreate,
  edit: LinkEdit,
  icon: CampaignIcon,
  recordRepresentation: 'name',
  messages,
};
export default resource;
