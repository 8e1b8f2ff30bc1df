// Roles (`roles`): named sets of action keys staff accounts carry. Record type: ./records/roles.ts.
import type { ResourceContract } from './types';

export type { RoleRecord } from './records/roles';

export const ROLES = {
  resource: 'roles',
  labels: {
    'zh-CN': {
      name: '角色',
      fields: {
        id: 'ID', nameZh: '名称（中文）', nameEn: '名称（英文）', description: '说明', keys: '权限',
        holders: '在用员工', createdAt: '创建时间', updatedAt: '更新时间', version: '版本', beyondReader: '超出我的权限',
      },
      filters: { q: '搜索' },
    },
    'en-US': {
      name: 'role',
      fields: {
        id: 'ID', nameZh: 'Name (Chinese)', nameEn: 'Name (English)', description: 'Description', keys: 'Keys',
        holders: 'Active holders', createdAt: 'Created', updatedAt: 'Updated', version: 'Version', beyondReader: 'Beyond my keys',
      },
      filters: { q: 'Search' },
    },
  },
} as const satisfies ResourceContract;
