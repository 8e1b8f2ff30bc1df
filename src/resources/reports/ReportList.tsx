import { DataTable, FunctionField, NumberField, NumberInput, useTranslate } from 'react-admin';
import { REPORT_CASE_STATES, REPORT_REASONS, REPORT_TARGET_TYPES, REPORTS } from '../../../contract/reports';
import { List } from '../shared/List';
import { BulkTransitionButtons, ListActions } from '../shared/ListToolbar';
import { ListPagination } from '../shared/ListPagination';
import { ResponsiveList } from '../shared/ResponsiveList';
import { StatusChip } from '../shared/StatusChip';
import { declaredColumns, EnumInput, useValueLabel } from '../shared/declared';
import { reportStatusStyles, reportTransitions } from './transitions';
import { REPORTS_LIST_QUERY, REPORTS_RESOURCE, type ReportCaseRecord } from './types';

const Col = DataTable.Col<ReportCaseRecord>;

const filters = [
  <EnumInput key="status" source="status" values={REPORT_CASE_STATES} state multiple alwaysOn sx={{ minWidth: 160 }} />,
  <EnumInput key="targetType" source="targetType" values={REPORT_TARGET_TYPES} multiple alwaysOn sx={{ minWidth: 140 }} />,
  <EnumInput key="reason" source="reason" values={REPORT_REASONS} sx={{ minWidth: 140 }} />,
  <NumberInput key="score" source="score" min={0} step={0.5} sx={{ width: 120 }} />,
];

const columns = declaredColumns(REPORTS, {
  only: ['id', 'targetType', 'targetTitle', 'targetAuthor', 'status', 'reporters', 'reportCount', 'autoHidden', 'lastReportAt'],
  looks: reportStatusStyles,
});

/** The cases, newest report first, the undecided ones by default; a selection (or every match) can be dismissed at once. */
export const ReportList = () => {
  const translate = useTranslate();
  const kind = useValueLabel('targetType');
  return (
    <List filters={filters} sort={REPORTS_LIST_QUERY.sort} perPage={REPORTS_LIST_QUERY.perPage} filterDefaultValues={REPORTS_LIST_QUERY.filter}
      actions={<ListActions />} pagination={<ListPagination rowsPerPageOptions={[25, 50, 100]} />}>
      <ResponsiveList<ReportCaseRecord> rowClick="show" primaryText={(c) => c.targetTitle ?? `#${c.targetId}`}
        secondaryText={(c) => `${kind(c.targetType)} · ${translate(`resources.${REPORTS_RESOURCE}.figures`, { score: c.score, reporters: c.reporters, reports: c.reportCount })}`}
        tertiaryText={() => <StatusChip styles={reportStatusStyles} />}>
        <DataTable rowClick="show" bulkActionButtons={<BulkTransitionButtons transitions={reportTransitions} />}>
          {columns}
          <Col source="score" label={`resources.${REPORTS_RESOURCE}.fields.score`} disableSort align="right">
            <FunctionField<ReportCaseRecord> render={() => <NumberField source="score" />} />
          </Col>
        </DataTable>
      </ResponsiveList>
    </List>
  );
};
