import { DataTable, List, NumberField, useRecordContext } from 'react-admin';
import { ListActions } from '../shared/ListToolbar';
import { LocaleDateField } from '../shared/LocaleDateField';
import { RoleName } from './RoleName';
import { ROLE_RESOURCE, type RoleRecord } from './types';

const R = `resources.${ROLE_RESOURCE}`;

const Col = DataTable.Col<RoleRecord>;

const KeyCount = () => <>{useRecordContext<RoleRecord>()?.keys.length ?? ''}</>;

/** The roles: name, description, how many keys, how many staff hold it. */
export const RoleList = () => (
  <List sort={{ field: 'id', order: 'ASC' }} perPage={50} actions={<ListActions filter={false} columns={false} create />}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Col source="id" />
      <Col label={`${R}.columns.name`} disableSort><RoleName /></Col>
      <Col source="description" disableSort />
      <Col source="keys" label={`${R}.columns.keys`} disableSort><KeyCount /></Col>
      <Col source="holders" disableSort field={NumberField} />
      <Col source="updatedAt"><LocaleDateField source="updatedAt" showTime /></Col>
    </DataTable>
  </List>
);
