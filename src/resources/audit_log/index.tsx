// The audit trail (#/user/audit, under the staff accounts' module, for holders of
// audit_log.read): who did what to which record, when, from where, allowed or
// refused; each row's before/after as a diff; each Beijing day's closing hash.
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { messages } from './messages';
import { AUDIT_LIST_QUERY, AUDIT_RESOURCE } from './types';

const AuditList = lazyView(() => import('./AuditList').then((m) => m.AuditList));
const AuditShow = lazyView(() => import('./AuditShow').then((m) => m.AuditShow));

const resource: PanelResource = {
  name: AUDIT_RESOURCE,
  apiResource: 'audit_log',
  list: AuditList,
  listQuery: AUDIT_LIST_QUERY,
  show: AuditShow,
  icon: ManageSearchIcon,
  recordRepresentation: (r) => `#${r.id} ${r.action}`,
  messages,
};
export default resource;
