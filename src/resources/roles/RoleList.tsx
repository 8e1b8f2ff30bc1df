import { DataTable, NumberField, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { List } from '../shared/List';
import { BeyondReaderMark } from '../shared/BeyondReader';
import { ListActions } from '../shared/ListToolbar';
import { ListPagination } from '../shared/ListPagination';
import { LocaleDateField, ZonedLabel } from '../shared/LocaleDateField';
import { ResponsiveList } from '../shared/ResponsiveList';
import { RoleDescription, roleDescription, RoleName, roleName } from './RoleName';
import { ROLE_RESOURCE, type RoleRecord, ROLE_LIST_QUERY } from './types';

const R = `resources.${ROLE_RESOURCE}`;
const Col = DataTable.Col<RoleRecord>;

/** The name, with a lock when the role holds a key the reader lacks. */
const NameCell = () => {
  const record = useRecordContext<RoleRecord>();
  return record ? <><RoleName /><BeyondReaderMark record={record} why={`${R}.beyond.mark`} /></> : null;
};

const KeyCount = () => <>{useRecordContext<RoleRecord>()?.keys.length ?? ''}</>;

/** A phone entry's second line: how many keys, how many staff hold it. */
const Counts = ({ role }: { role: RoleRecord }) => {
  const translate = useTranslate();
  return <>{`${translate(`${R}.columns.keys`)} ${role.keys.length} · ${translate(`${R}.fields.holders`)} ${role.holders}`}</>;
};

/** The roles: name, description, how many keys, how many staff hold it (stacked entries on a phone). */
export const RoleList = () => {
  const locale = useLocale();
  return (
    <List pagination={<ListPagination />} sort={ROLE_LIST_QUERY.sort} perPage={ROLE_LIST_QUERY.perPage} actions={<ListActions filter={false} columns={false} create />}>
      <ResponsiveList<RoleRecord> rowClick="show" primaryText={(r) => <>{roleName(r, locale)}<BeyondReaderMark record={r} why={`${R}.beyond.mark`} /></>} secondaryText={(r) => <Counts role={r} />}
        tertiaryText={(r) => roleDescription(r, locale)}>
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Col source="id" />
          <Col label={`${R}.columns.name`} disableSort><NameCell /></Col>
          <Col label={`${R}.columns.description`} disableSort><RoleDescription /></Col>
          <Col source="keys" label={`${R}.columns.keys`} disableSort><KeyCount /></Col>
          <Col source="holders" disableSort field={NumberField} />
          <Col source="updatedAt" label={<ZonedLabel source="updatedAt" />}><LocaleDateField source="updatedAt" showTime /></Col>
        </DataTable>
      </ResponsiveList>
    </List>
  );
};
