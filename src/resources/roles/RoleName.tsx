import { useLocale, useRecordContext } from 'react-admin';
import type { RoleRecord } from './types';

/** A role's name in the reader's language. */
export const roleName = (role: Pick<RoleRecord, 'nameZh' | 'nameEn'>, locale: string): string =>
  (locale.startsWith('zh') ? role.nameZh : role.nameEn) || role.nameZh || role.nameEn;

/** A role's description in the reader's language, the other when that one is empty. */
export const roleDescription = (role: Pick<RoleRecord, 'descriptionZh' | 'descriptionEn'>, locale: string): string =>
  (locale.startsWith('zh') ? role.descriptionZh : role.descriptionEn) || role.descriptionZh || role.descriptionEn;

/** The description cell. */
export const RoleDescription = () => {
  const record = useRecordContext<RoleRecord>();
  const locale = useLocale();
  return record ? <>{roleDescription(record, locale)}</> : null;
};

export const RoleName = () => {
  const record = useRecordContext<RoleRecord>();
  const locale = useLocale();
  return record ? <>{roleName(record, locale)}</> : null;
};
