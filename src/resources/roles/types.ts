// A role (`/mdr/roles/<action>`): names in both languages, a description and its action keys.
export const ROLE_RESOURCE = 'user/role';

export interface RoleRecord {
  id: number;
  nameZh: string;
  nameEn: string;
  description: string;
  keys: string[];
  /** active staff holding it: a role in use cannot be deleted */
  holders: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}
