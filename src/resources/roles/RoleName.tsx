import { useLocale, useRecordContext } from 'react-admin';
import type { RoleRecord } from './types';

/** A role's name in the reader's language. */
export const roleName = (role: Pick<RoleRecord, 'nameZh' | 'nameEn'>, locale: string): string =>
  (locale.startsWith('zh') ? role.nameZh : role.nameEn) || role.nameZh || role.nameEn;

export const RoleName = () => {
  const record = useRecordContext<RoleRecord>();
  const locale = useLocale();
  return record ? <>{roleName(record, locale)}</> : null;
};
