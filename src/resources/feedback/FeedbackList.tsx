import { Chip, Stack } from '@mui/material';
import {
  DataTable, DateInput, FunctionField, SearchInput, useGetIdentity, useListContext, useTranslate,
} from 'react-admin';
import { List } from '../shared/List';
import { FEEDBACK, FEEDBACK_CATEGORIES, FEEDBACK_STATES } from '../../../contract/feedback';
import { declaredColumns, EnumInput, useValueLabel } from '../shared/declared';
import { BulkTransitionButtons, ListActions } from '../shared/ListToolbar';
import { ListPagination } from '../shared/ListPagination';
import { ResponsiveList } from '../shared/ResponsiveList';
import { StatusChip } from '../shared/StatusChip';
import { TicketAge } from './TicketAge';
import { feedbackStatusStyles, feedbackTransitions } from './transitions';
import { FEEDBACK_RESOURCE, type Ticket, FEEDBACK_LIST_QUERY } from './types';

const r = `resources.${FEEDBACK_RESOURCE}`;
const Col = DataTable.Col<Ticket>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <EnumInput key="status" source="status" values={FEEDBACK_STATES} state multiple alwaysOn sx={{ minWidth: 160 }} />,
  <EnumInput key="category" source="category" values={FEEDBACK_CATEGORIES} multiple sx={{ minWidth: 160 }} />,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
];

const columns = declaredColumns(FEEDBACK, {
  only: ['id', 'content', 'category', 'userName', 'status', 'assigneeName', 'replyCount', 'contact', 'clientVersion', 'clientOs', 'createdAt', 'updatedAt'],
  looks: feedbackStatusStyles,
  override: {
    content: <Col source="content" disableSort>
      <FunctionField<Ticket> render={(t) => (t.content.length > 60 ? `${t.content.slice(0, 60)}…` : t.content)} />
    </Col>,
    // the age, marked when overdue; sorted by the time submitted
    createdAt: <Col source="createdAt"><TicketAge /></Col>,
  },
});

/** One-click views of the queue: mine, unassigned, overdue (each toggles its API filter). */
const QuickFilters = () => {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const quick: [string, string, unknown][] = [
    ['mine', 'assigneeId', identity?.id], ['unassigned', 'unassigned', true], ['overdue', 'overdue', true],
  ];
  return (
    <Stack direction="row" spacing={1} sx={{ px: 2, pt: 1 }} role="group" aria-label={translate(`${r}.name`, { smart_count: 2 })}>
      {quick.map(([key, source, value]) => {
        const on = value !== undefined && filterValues[source] === value;
        const toggle = () => {
          const next = { ...filterValues };
          if (on) delete next[source];
          else next[source] = value;
          // mine and unassigned exclude each other
          if (!on && source === 'assigneeId') delete next.unassigned;
          if (!on && source === 'unassigned') delete next.assigneeId;
          setFilters(next, displayedFilters);
        };
        return <Chip key={key} label={translate(`${r}.quick.${key}`)} clickable onClick={toggle} disabled={value === undefined}
          color={on ? 'primary' : 'default'} variant={on ? 'filled' : 'outlined'} aria-pressed={on} />;
      })}
    </Stack>
  );
};

/** The ticket queue, newest first: quick views, filters, age with the overdue mark, bulk resolve / close. */
export const FeedbackList = () => {
  const category = useValueLabel('category');
  return (
    <List filters={filters} sort={FEEDBACK_LIST_QUERY.sort} perPage={FEEDBACK_LIST_QUERY.perPage} actions={<ListActions />}
      pagination={<ListPagination rowsPerPageOptions={[20, 50, 100]} />}>
      <QuickFilters />
      <ResponsiveList<Ticket> rowClick="show" primaryText={(t) => t.content} secondaryText={(t) => `${category(t.category)} · ${t.userName}`}
        tertiaryText={() => <><StatusChip styles={feedbackStatusStyles} /> <TicketAge /></>}>
        <DataTable rowClick="show" bulkActionButtons={<BulkTransitionButtons transitions={feedbackTransitions} />} hiddenColumns={['contact', 'clientVersion', 'clientOs']}
          sx={{ '& .column-content': { maxWidth: 360 }, '& th': { whiteSpace: 'nowrap' } }}>
          {columns}
        </DataTable>
      </ResponsiveList>
    </List>
  );
};
