import { DataTable, DateInput, NumberInput, SearchInput, SelectArrayInput } from 'react-admin';
import { List } from '../shared/List';
import { USER_STATES, type UserRecord } from '../../../contract/users';
import { ListActions } from '../shared/ListToolbar';
import { ListPagination } from '../shared/ListPagination';
import { LocaleDateField } from '../shared/LocaleDateField';
import { ReferenceLookupInput } from '../shared/ReferenceLookupInput';
import { FieldSummary, ResponsiveList } from '../shared/ResponsiveList';
import { MODERATION_PRESETS } from './moderation';
import { ModerationButton } from './ModerationButton';
import { UserStatusChip } from './UserStatusChip';
import { USER_RESOURCE, USER_LIST_QUERY } from './types';
import { IfCan } from '../../access/useCanDo';

const Col = DataTable.Col<UserRecord>;
const statusChoices = USER_STATES.map((s) => ({ id: s, name: `resources.${USER_RESOURCE}.status.${s}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="status" source="status" choices={statusChoices} alwaysOn sx={{ minWidth: 180 }} />,
  <DateInput key="registeredFrom" source="registeredFrom" />,
  <DateInput key="registeredTo" source="registeredTo" />,
  <ReferenceLookupInput key="invitedBy" source="invitedBy" apiResource="users" label={`resources.${USER_RESOURCE}.fields.inviterName`} />,
  <NumberInput key="signupLinkId" source="signupLinkId" min={1} />,
];

const BulkActions = () => <>{MODERATION_PRESETS.map((p) => <IfCan key={p.key} action={p.command}><ModerationButton preset={p} /></IfCan>)}</>;

/** Platform users: search, status as of now, bulk moderation. Email and phone come masked. */
export const UserList = () => (
  <List filters={filters} sort={USER_LIST_QUERY.sort} perPage={USER_LIST_QUERY.perPage}
    pagination={<ListPagination rowsPerPageOptions={[20, 50, 100]} />} actions={<ListActions />}>
    <ResponsiveList<UserRecord> rowClick="show" primaryText={(u) => u.nickname}
      secondaryText={() => <FieldSummary sources={['phone', 'email']} />} tertiaryText={() => <UserStatusChip />}>
      <DataTable rowClick="show" bulkActionButtons={<BulkActions />} hiddenColumns={['inviteCount', 'moderationReason']}
        sx={{ '& th, & .column-status': { whiteSpace: 'nowrap' } }}>
        <Col source="id" />
        <Col source="nickname" disableSort />
        <Col source="phone" disableSort />
        <Col source="email" disableSort />
        <Col source="status" disableSort><UserStatusChip /></Col>
        <Col source="moderationReason" disableSort />
        <Col source="inviterName" disableSort />
        <DataTable.NumberCol source="inviteCount" disableSort />
        <Col source="registeredAt"><LocaleDateField source="registeredAt" showTime /></Col>
        <Col source="lastActiveAt"><LocaleDateField source="lastActiveAt" showTime /></Col>
      </DataTable>
    </ResponsiveList>
  </List>
);
