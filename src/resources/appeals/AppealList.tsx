import { DataTable, FunctionField, useLocale } from 'react-admin';
import { APPEAL_STATES, APPEALS, DECISION_ACTIONS, DECISION_TARGETS, reasonLabel } from '../../../contract/decisions';
import { List } from '../shared/List';
import { ListActions } from '../shared/ListToolbar';
import { ListPagination } from '../shared/ListPagination';
import { ResponsiveList } from '../shared/ResponsiveList';
import { StatusChip } from '../shared/StatusChip';
import { declaredColumns, EnumInput, useValueLabel } from '../shared/declared';
import { APPEALS_LIST_QUERY, appealStatusStyles, type AppealRecord } from './types';

const filters = [
  <EnumInput key="status" source="status" values={APPEAL_STATES} state multiple alwaysOn sx={{ minWidth: 140 }} />,
  <EnumInput key="targetType" source="targetType" values={DECISION_TARGETS} multiple alwaysOn sx={{ minWidth: 140 }} />,
  <EnumInput key="action" source="action" values={DECISION_ACTIONS} multiple sx={{ minWidth: 120 }} />,
];

const ReasonCell = () => {
  const locale = useLocale();
  return <FunctionField<AppealRecord> source="reasonCode" render={(a) => reasonLabel(a.reasonCode, locale === 'en-US' ? 'en-US' : 'zh-CN')} />;
};

const columns = declaredColumns(APPEALS, {
  only: ['id', 'targetType', 'targetTitle', 'userName', 'action', 'reasonCode', 'text', 'status', 'createdAt', 'decidedByName'],
  looks: appealStatusStyles,
  override: { reasonCode: <DataTable.Col key="reasonCode" source="reasonCode"><ReasonCell /></DataTable.Col> },
});

/** The players' appeals, the open ones by default, the newest first. */
export const AppealList = () => {
  const action = useValueLabel('action');
  const kind = useValueLabel('targetType');
  return (
    <List filters={filters} sort={APPEALS_LIST_QUERY.sort} perPage={APPEALS_LIST_QUERY.perPage} filterDefaultValues={APPEALS_LIST_QUERY.filter}
      actions={<ListActions />} pagination={<ListPagination rowsPerPageOptions={[25, 50, 100]} />}>
      <ResponsiveList<AppealRecord> rowClick="show" primaryText={(a) => `${action(a.action)} · ${a.targetTitle ?? `#${a.targetId}`}`}
        secondaryText={(a) => `${kind(a.targetType)} · ${a.text}`} tertiaryText={() => <StatusChip styles={appealStatusStyles} />}>
        <DataTable rowClick="show" bulkActionButtons={false}>{columns}</DataTable>
      </ResponsiveList>
    </List>
  );
};
