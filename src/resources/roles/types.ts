// A role (`/mdr/roles/<action>`): names in both languages, a description and its action keys.
export const ROLE_RESOURCE = 'user/role';

export type { RoleRecord } from '../../../contract/roles';
