// What a staff member may do: the roles they carry (by name), their extra keys,
// and the effective keys with where each comes from (a role, or the extra keys),
// as the API answers them (admins/get `effectiveKeys`, docs/access.md).
import { Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  AutocompleteArrayInput, Labeled, ReferenceArrayInput, useGetMany, useLocale, useRecordContext, useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useCanDo, useHolds } from '../../access/useCanDo';
import { KeyMatrix, MarkChip } from '../roles/KeyMatrix';
import { markOfKey } from '../roles/keys';
import { KeyList } from '../roles/RoleShow';
import { roleName } from '../roles/RoleName';
import { ROLE_RESOURCE, type RoleRecord } from '../roles/types';
import type { AdminRecord } from '../../../contract/admins';
import { ADMIN_RESOURCE } from './useAdminCommand';

const R = `resources.${ADMIN_RESOURCE}`;

/** The list's copy of a record, shown until the record arrives, has no effective keys. */
type StaffAccess = Omit<AdminRecord, 'effectiveKeys'> & Partial<Pick<AdminRecord, 'effectiveKeys'>>;

/** Names of `ids` when the reader may read roles, else '#id'. */
function useRoleNames(ids: readonly number[]): (id: number) => string {
  const locale = useLocale();
  const readable = useCanDo()('list', ROLE_RESOURCE);
  const { data } = useGetMany<RoleRecord>(ROLE_RESOURCE, { ids: [...ids] }, { enabled: readable && ids.length > 0 });
  return (id) => {
    const role = data?.find((r) => r.id === id);
    return role ? roleName(role, locale) : `#${id}`;
  };
}

/** The roles by name; a role holding a key the editor lacks is greyed and says so (the API would refuse to grant it). */
const RolesInput = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const holds = useHolds();
  const locked = (r: RoleRecord) => r.keys.some((k) => !holds(k));
  const grantsAll = holds('*');
  return (
    <ReferenceArrayInput source="roles" reference={ROLE_RESOURCE} perPage={100} sort={{ field: 'id', order: 'ASC' }}>
      <AutocompleteArrayInput label={`${R}.fields.roles`} sx={{ minWidth: 320 }} getOptionDisabled={locked}
        optionText={(r: RoleRecord) => (locked(r) ? translate(`${R}.grant.role_locked`, { name: roleName(r, locale) }) : roleName(r, locale))}
        helperText={grantsAll ? false : `${R}.grant.roles_locked`} />
    </ReferenceArrayInput>
  );
};

/** The form's access part: roles (by name) and extra keys; role '*' needs neither. */
export const AccessInputs = () => {
  const translate = useTranslate();
  const role = useWatch({ name: 'role' });
  const readable = useCanDo()('list', ROLE_RESOURCE);
  if (role === '*') return <Typography sx={{ color: 'text.secondary', my: 2 }}>{translate(`${R}.modules.every`)}</Typography>;
  return (
    <>
      {readable && <RolesInput />}
      <KeyMatrix source="modules" label={`${R}.fields.modules`} />
    </>
  );
};

const FromChips = ({ from, nameOf }: { from: string[]; nameOf: (id: number) => string }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }} useFlexGap>
      {from.map((f) => {
        const id = f.startsWith('role:') ? Number(f.slice(5)) : null;
        const label = id !== null ? translate(`${R}.access.from_role`, { name: nameOf(id) })
          : translate(`${R}.access.${f === '*' ? 'from_all' : 'from_extra'}`);
        return <Chip key={f} size="small" variant={id === null ? 'outlined' : 'filled'} label={label} />;
      })}
    </Stack>
  );
};

/** The show page's access part. */
export const AccessFields = () => {
  const record = useRecordContext<StaffAccess>();
  const translate = useTranslate();
  const nameOf = useRoleNames(record?.roles ?? []);
  if (!record) return null;
  if (record.role === '*') return <Typography sx={{ color: 'text.secondary' }}>{translate(`${R}.modules.every`)}</Typography>;
  const effective = record.effectiveKeys;
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Labeled label={`${R}.fields.roles`}>
        <Box data-testid="staff-roles">
          {(record.roles ?? []).length ? (record.roles ?? []).map((id) => <Chip key={id} label={nameOf(id)} size="small" sx={{ mr: 0.5 }} />) : '—'}
        </Box>
      </Labeled>
      <Labeled label={`${R}.fields.modules`} fullWidth><KeyList keys={record.modules} /></Labeled>
      {effective && (
        <Labeled label={`${R}.fields.effectiveKeys`} fullWidth>
          <Table size="small" data-testid="effective-keys">
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${R}.access.key`)}</TableCell>
                <TableCell>{translate(`${R}.access.from`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {effective.map(({ key, from }) => {
                const mark = markOfKey(key);
                return (
                  <TableRow key={key}>
                    <TableCell data-label={translate(`${R}.access.key`)} sx={{ fontFamily: 'monospace' }}>{key}{mark && <MarkChip mark={mark} />}</TableCell>
                    <TableCell data-label={translate(`${R}.access.from`)}><FromChips from={from} nameOf={nameOf} /></TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Labeled>
      )}
    </Stack>
  );
};
