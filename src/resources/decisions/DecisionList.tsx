import { Stack } from '@mui/material';
import { DataTable, FunctionField, useLocale, useTranslate } from 'react-admin';
import { DECISION_ACTIONS, DECISION_STATES, DECISION_TARGETS, DECISIONS, reasonLabel } from '../../../contract/decisions';
import { List } from '../shared/List';
import { ListActions } from '../shared/ListToolbar';
import { ListPagination } from '../shared/ListPagination';
import { ResponsiveList } from '../shared/ResponsiveList';
import { StatusChip } from '../shared/StatusChip';
import { declaredColumns, EnumInput, useValueLabel } from '../shared/declared';
import { LadderButton } from './LadderButton';
import { DECISIONS_LIST_QUERY, decisionStatusStyles, type DecisionListItem } from './types';

const filters = [
  <EnumInput key="targetType" source="targetType" values={DECISION_TARGETS} multiple alwaysOn sx={{ minWidth: 140 }} />,
  <EnumInput key="action" source="action" values={DECISION_ACTIONS} multiple alwaysOn sx={{ minWidth: 120 }} />,
  <EnumInput key="status" source="status" values={DECISION_STATES} state multiple sx={{ minWidth: 140 }} />,
];

/** The reason code in words, in the reader's language. */
const ReasonCell = () => {
  const locale = useLocale();
  return <FunctionField<DecisionListItem> source="reasonCode" render={(d) => reasonLabel(d.reasonCode, locale === 'en-US' ? 'en-US' : 'zh-CN')} />;
};

/** Who decided: a staff member's name, or that it was automated. */
const DeciderCell = () => {
  const translate = useTranslate();
  return <FunctionField<DecisionListItem> source="decidedByName" render={(d) => d.decidedByName ?? translate('resources.review/decisions.automated')} />;
};

const columns = declaredColumns(DECISIONS, {
  only: ['id', 'targetType', 'targetTitle', 'userName', 'action', 'reasonCode', 'decidedByName', 'decidedAt', 'status'],
  looks: decisionStatusStyles,
  override: {
    reasonCode: <DataTable.Col key="reasonCode" source="reasonCode"><ReasonCell /></DataTable.Col>,
    decidedByName: <DataTable.Col key="decidedByName" source="decidedByName" disableSort><DeciderCell /></DataTable.Col>,
  },
});

/** Every decision about a player's content or account, the newest first. */
export const DecisionList = () => {
  const translate = useTranslate();
  const kind = useValueLabel('targetType');
  const action = useValueLabel('action');
  const locale = useLocale();
  return (
    <List filters={filters} sort={DECISIONS_LIST_QUERY.sort} perPage={DECISIONS_LIST_QUERY.perPage}
      actions={<Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap><LadderButton /><ListActions /></Stack>}
      pagination={<ListPagination rowsPerPageOptions={[25, 50, 100]} />}>
      <ResponsiveList<DecisionListItem> rowClick="show" primaryText={(d) => `${action(d.action)} · ${d.targetTitle ?? `#${d.targetId}`}`}
        secondaryText={(d) => `${kind(d.targetType)} · ${reasonLabel(d.reasonCode, locale === 'en-US' ? 'en-US' : 'zh-CN')} · ${new Date(d.decidedAt).toLocaleString(locale)}`}
        tertiaryText={(d) => <>{d.automated ? translate('resources.review/decisions.automated') : ''} <StatusChip styles={decisionStatusStyles} /></>}>
        <DataTable rowClick="show" bulkActionButtons={false}>{columns}</DataTable>
      </ResponsiveList>
    </List>
  );
};
