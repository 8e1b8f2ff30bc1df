import { BooleanField, DataTable, SearchInput, useRecordContext } from 'react-admin';
import { List } from '../shared/List';
import type { AdminRecord } from '../../../contract/admins';
import { ListActions } from '../shared/ListToolbar';
import { ListPagination } from '../shared/ListPagination';
import { LocaleDateField, ZonedLabel } from '../shared/LocaleDateField';
import { ExtraKeysCell, RoleFilterInput, RolesCell, useRolesText } from './RoleCells';
import { FieldSummary, ResponsiveList } from '../shared/ResponsiveList';
import { BeyondReaderMark } from '../shared/BeyondReader';
import { ADMIN_LIST_QUERY } from './types';

const MARK = 'resources.user/admin.beyond.mark';

/** The username, with a lock on a member holding keys the reader lacks (their page has no buttons). */
const UsernameCell = () => {
  const record = useRecordContext<AdminRecord>();
  return record ? <>{record.username}<BeyondReaderMark record={record} why={MARK} /></> : null;
};

const Col = DataTable.Col<AdminRecord>;
const filters = [<SearchInput key="q" source="q" alwaysOn />, <RoleFilterInput key="roleId" source="roleId" alwaysOn />];

/** Staff accounts: who may open what, who is disabled, who is signed in. */
export const AdminList = () => {
  const rolesText = useRolesText();
  return (
  <List filters={filters} sort={ADMIN_LIST_QUERY.sort} perPage={ADMIN_LIST_QUERY.perPage} actions={<ListActions filter={false} columns={false} create />}
    pagination={<ListPagination rowsPerPageOptions={[20, 50, 100]} />}>
    <ResponsiveList<AdminRecord> rowClick="show" primaryText={(a) => <>{`${a.name} · ${a.username}`}<BeyondReaderMark record={a} why={MARK} /></>}
      secondaryText={(a) => rolesText(a) || '—'}
      tertiaryText={() => <FieldSummary sources={['activeSessions']} />}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <Col source="id" />
        <Col source="username"><UsernameCell /></Col>
        {/* a name never wraps to a character a line */}
        <Col source="name" disableSort sx={{ whiteSpace: 'nowrap' }} />
        <Col source="roleNames" disableSort><RolesCell /></Col>
        <Col source="modules" disableSort><ExtraKeysCell /></Col>
        <Col source="disabled" disableSort field={BooleanField} />
        <Col source="twoFactor" disableSort field={BooleanField} />
        <Col source="lastSignInAt" label={<ZonedLabel source="lastSignInAt" />}><LocaleDateField source="lastSignInAt" showTime /></Col>
        <DataTable.NumberCol<AdminRecord> source="activeSessions" disableSort />
      </DataTable>
    </ResponsiveList>
  </List>
  );
};
