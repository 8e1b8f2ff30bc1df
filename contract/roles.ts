// Roles (`roles`): named sets of action keys staff accounts carry. Record type: ./records/roles.ts.
import { BOOKKEEPING, defineContract, f } from './fields';

export type { RoleRecord } from './records/roles';

/** Each field once (contract/fields.ts); the keys' shape: ./records/roles.ts. */
export const ROLES = defineContract({
  resource: 'roles',
  fields: {
    id: f.id(),
    nameZh: f.text(['名称（中文）', 'Name (Chinese)'], { write: 'required', min: 1, max: 40, search: true, sort: true }),
    nameEn: f.text(['名称（英文）', 'Name (English)'], { write: 'required', min: 1, max: 40, search: true, sort: true }),
    descriptionZh: f.text(['说明（中文）', 'Description (Chinese)'], { write: true, max: 500 }),
    descriptionEn: f.text(['说明（英文）', 'Description (English)'], { write: true, max: 500 }),
    keys: f.json(['权限', 'Keys'], { write: 'required', note: 'action keys (contract/access/actionKeys.ts, docs/access.md)' }),
    holders: f.integer(['在用员工', 'Active holders'], { column: false, note: 'enabled staff accounts holding the role' }),
    ...BOOKKEEPING,
    beyondReader: f.boolean(['超出我的权限', 'Beyond my keys'], {
      column: false, note: 'the role holds a key the reader lacks: the reader may neither change nor delete it' }),
  },
  // denied: a refused attempt beyond the caller's keys (server/modules/staff/bounds.ts)
  auditActions: ['denied'],
  labels: {
    'zh-CN': { name: '角色', history: { denied: '%{actor} 越权操作%{name}被拒绝' } },
    'en-US': { name: 'role', history: { denied: '%{actor} was refused an action on the %{name} beyond their keys' } },
  },
});
