// The staff list's role and extra-key cells: roles by name (内容审核, 财务), the extra keys as a
// count with the keys on hover, and the role filter's choices.
import { Chip, Stack, Tooltip } from '@mui/material';
import { SelectInput, useGetList, useLocale, useRecordContext, useTranslate } from 'react-admin';
import type { AdminRecord, RoleName } from '../../../contract/admins';
import { useCanDo } from '../../access/useCanDo';
import { ROLE_RESOURCE } from '../roles/types';

const R = 'resources.user/admin';

/** A role's name in the panel's language. */
export const useRoleName = (): ((r: Pick<RoleName, 'zh' | 'en'>) => string) => {
  const zh = useLocale() === 'zh-CN';
  return (r) => (zh ? r.zh : r.en);
};

/** The member's roles as the reader says them: "超级管理员" for role *, else the role names joined. */
export function useRolesText(): (a: Pick<AdminRecord, 'role' | 'roleNames' | 'modules'>) => string {
  const translate = useTranslate();
  const name = useRoleName();
  const zh = useLocale() === 'zh-CN';
  return (a) => {
    if (a.role === '*') return translate('shell.role_all');
    const names = (a.roleNames ?? []).map(name);
    // no role: the extra keys are all there is (as the desktop column says)
    return names.length ? names.join(zh ? '、' : ', ') : a.modules?.length ? translate('shell.role_custom') : '';
  };
}

/** The roles, one chip each (role * as one). */
export const RolesCell = () => {
  const record = useRecordContext<AdminRecord>();
  const name = useRoleName();
  const translate = useTranslate();
  if (!record) return null;
  const names = record.role === '*' ? [translate('shell.role_all')] : (record.roleNames ?? []).map(name);
  // no role: the extra keys are all there is
  if (!names.length) return <>{record.modules?.length ? translate('shell.role_custom') : '—'}</>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {names.map((n) => <Chip key={n} size="small" label={n} />)}
    </Stack>
  );
};

/** How many extra keys, the keys themselves on hover (a list of 40 keys would squeeze every other column). */
export const ExtraKeysCell = () => {
  const record = useRecordContext<AdminRecord>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.role === '*') return <>—</>;
  const keys = record.modules ?? [];
  if (!keys.length) return <>0</>;
  return (
    <Tooltip title={keys.join(', ')}>
      <Chip size="small" variant="outlined" tabIndex={0} data-testid="extra-keys"
        label={translate(`${R}.extra_keys`, { smart_count: keys.length })} />
    </Tooltip>
  );
};

/** The role filter: the roles by name, for readers of the roles (the others filter by search alone). */
export const RoleFilterInput = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const canDo = useCanDo();
  const allowed = canDo('list', ROLE_RESOURCE);
  const name = useRoleName();
  const { data } = useGetList<{ id: number; nameZh: string; nameEn: string }>(ROLE_RESOURCE, { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: allowed });
  if (!allowed) return null;
  return <SelectInput source={source} label={`${R}.fields.roleNames`} choices={(data ?? []).map((r) => ({ id: r.id, name: name({ zh: r.nameZh, en: r.nameEn }) }))}
    translateChoice={false} sx={{ minWidth: 160 }} />;
};
