import { Chip, Stack } from '@mui/material';
import {
  DataTable, DateInput, FunctionField, SearchInput, SelectArrayInput, useGetIdentity, useListContext, useTranslate,
} from 'react-admin';
import { List } from '../shared/List';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATES } from '../../../contract/feedback';
import { BulkTransitionButtons, ListActions } from '../shared/ListToolbar';
import { ListPagination } from '../shared/ListPagination';
import { LocaleDateField } from '../shared/LocaleDateField';
import { ResponsiveList } from '../shared/ResponsiveList';
import { StatusChip } from '../shared/StatusChip';
import { TicketAge } from './TicketAge';
import { feedbackStatusStyles, feedbackTransitions } from './transitions';
import { FEEDBACK_RESOURCE, type Ticket, FEEDBACK_LIST_QUERY } from './types';

const r = `resources.${FEEDBACK_RESOURCE}`;
const Col = DataTable.Col<Ticket>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="status" source="status" alwaysOn sx={{ minWidth: 160 }}
    choices={FEEDBACK_STATES.map((s) => ({ id: s, name: `${r}.status.${s}` }))} />,
  <SelectArrayInput key="category" source="category" sx={{ minWidth: 160 }}
    choices={FEEDBACK_CATEGORIES.map((c) => ({ id: c, name: `${r}.values.category.${c}` }))} />,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
];

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
  const translate = useTranslate();
  const category = (t: Ticket) => translate(`${r}.values.category.${t.category}`);
  return (
    <List filters={filters} sort={FEEDBACK_LIST_QUERY.sort} perPage={FEEDBACK_LIST_QUERY.perPage} actions={<ListActions />}
      pagination={<ListPagination rowsPerPageOptions={[20, 50, 100]} />}>
      <QuickFilters />
      <ResponsiveList<Ticket> rowClick="show" primaryText={(t) => t.content} secondaryText={(t) => `${category(t)} · ${t.userName}`}
        tertiaryText={() => <><StatusChip styles={feedbackStatusStyles} /> <TicketAge /></>}>
        <DataTable rowClick="show" bulkActionButtons={<BulkTransitionButtons transitions={feedbackTransitions} />} hiddenColumns={['contact', 'clientVersion', 'clientOs']}
          sx={{ '& .column-content': { maxWidth: 360 }, '& th': { whiteSpace: 'nowrap' } }}>
          <Col source="id" />
          <Col source="content" disableSort>
            <FunctionField<Ticket> render={(t) => (t.content.length > 60 ? `${t.content.slice(0, 60)}…` : t.content)} />
          </Col>
          <Col source="category" disableSort><FunctionField<Ticket> render={category} /></Col>
          <Col source="userName" disableSort />
          <Col source="status"><StatusChip styles={feedbackStatusStyles} /></Col>
          <Col source="assigneeName" disableSort />
          <DataTable.NumberCol source="replyCount" disableSort />
          <Col source="contact" disableSort />
          <Col source="clientVersion" disableSort />
          <Col source="clientOs" disableSort />
          <Col source="createdAt" label={`${r}.fields.createdAt`}><TicketAge /></Col>
          <Col source="updatedAt"><LocaleDateField source="updatedAt" showTime /></Col>
        </DataTable>
      </ResponsiveList>
    </List>
  );
};
