import { DataTable, DateInput, SearchInput } from 'react-admin';
import { List } from '../shared/List';
import { USERS, USER_STATES, type UserRecord } from '../../../contract/users';
import { ListActions } from '../shared/ListToolbar';
import { ListPagination } from '../shared/ListPagination';
import { FieldSummary, ResponsiveList } from '../shared/ResponsiveList';
import { declaredColumns, declaredFilters, EnumInput } from '../shared/declared';
import { MODERATION_PRESETS } from './moderation';
import { ModerationButton } from './ModerationButton';
import { UserStatusChip, userStatusStyles } from './UserStatusChip';
import { USER_RESOURCE, USER_LIST_QUERY } from './types';
import { IfCan } from '../../access/useCanDo';

// `q`, the status as of now and the registration days are the API's own filters (server/modules/users); the
// inviter (by name, labelled as its column) and the sign-up link are declared ones (contract/users.ts)
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <EnumInput key="status" source="status" values={USER_STATES} state multiple alwaysOn sx={{ minWidth: 180 }} />,
  <DateInput key="registeredFrom" source="registeredFrom" />,
  <DateInput key="registeredTo" source="registeredTo" />,
  ...declaredFilters(USERS, { props: { invitedBy: { label: `resources.${USER_RESOURCE}.fields.inviterName` }, signupLinkId: { min: 1 } } }),
];
const columns = declaredColumns(USERS, {
  only: ['id', 'nickname', 'phone', 'email', 'status', 'moderationReason', 'inviterName', 'inviteCount', 'registeredAt', 'lastActiveAt'],
  looks: userStatusStyles,
});

const BulkActions = () => <>{MODERATION_PRESETS.map((p) => <IfCan key={p.key} action={p.command}><ModerationButton preset={p} /></IfCan>)}</>;

/** Platform users: search, status as of now, bulk moderation. Email and phone come masked. */
export const UserList = () => (
  <List filters={filters} sort={USER_LIST_QUERY.sort} perPage={USER_LIST_QUERY.perPage}
    pagination={<ListPagination rowsPerPageOptions={[20, 50, 100]} />} actions={<ListActions />}>
    <ResponsiveList<UserRecord> rowClick="show" primaryText={(u) => u.nickname}
      secondaryText={() => <FieldSummary sources={['phone', 'email']} />} tertiaryText={() => <UserStatusChip />}>
      <DataTable rowClick="show" bulkActionButtons={<BulkActions />} hiddenColumns={['inviteCount', 'moderationReason']}
        sx={{ '& th, & .column-status': { whiteSpace: 'nowrap' } }}>
        {columns}
      </DataTable>
    </ResponsiveList>
  </List>
);
