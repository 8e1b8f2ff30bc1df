// Webhooks (#/user/webhooks): where the notices are posted, the secret shown
// once, each hook's deliveries with their attempts, and resend.
import WebhookIcon from '@mui/icons-material/Webhook';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { messages } from './messages';
import { WEBHOOK_LIST_QUERY, WEBHOOK_RESOURCE } from './types';

const WebhookList = lazyView(() => import('./WebhookList').then((m) => m.WebhookList));
const WebhookShow = lazyView(() => import('./WebhookShow').then((m) => m.WebhookShow));
const WebhookCreate = lazyView(() => import('./WebhookForm').then((m) => m.WebhookCreate));
const WebhookEdit = lazyView(() => import('./WebhookForm').then((m) => m.WebhookEdit));

const resource: PanelResource = {
  name: WEBHOOK_RESOURCE,
  apiResource: 'webhooks',
  list: WebhookList,
  listQuery: WEBHOOK_LIST_QUERY,
  show: WebhookShow,
  create: WebhookCreate,
  edit: WebhookEdit,
  icon: WebhookIcon,
  recordRepresentation: 'url',
  messages,
};
export default resource;
