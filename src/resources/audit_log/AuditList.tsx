import { useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { DataTable, SelectInput, useTranslate } from 'react-admin';
import { AUDIT_LOG } from '../../../contract/audit_log';
import { List } from '../shared/List';
import { ListActions } from '../shared/ListToolbar';
import { ListPagination } from '../shared/ListPagination';
import { ResponsiveList } from '../shared/ResponsiveList';
import { declaredColumns, declaredFilters, EnumInput } from '../shared/declared';
import { valuesOf } from '../shared/declared/EnumField';
import { messages as roleMessages } from '../roles/messages';
import { ActionCell, ActorCell, OutcomeChip, RecordCell, ResourceCell, TimeCell, useResourceName } from './cells';
import { formatTime } from '../../i18n/time';
import { DailyHashes } from './DailyHashes';
import { useIsPhone } from '../../layout/useIsPhone';
import { AUDIT_LIST_QUERY, AUDIT_RESOURCE, type AuditEntryRecord } from './types';

/** Every API resource the role editor names (the trail's `resource`), and the sign-ins' own. */
const RESOURCES = [...Object.keys(roleMessages['zh-CN'].resources as Record<string, string>), 'sessions'];

const ResourceInput = (props: { source: string; alwaysOn?: boolean }) => {
  const nameOf = useResourceName();
  return <SelectInput {...props} choices={RESOURCES.map((id) => ({ id, name: nameOf(id) }))} translateChoice={false} sx={{ minWidth: 160 }} />;
};

/**
 * The API's filters (contract/audit_log.ts): the actor by name, the resource by its name, the outcome, a Beijing
 * day range. A phone keeps the actor alone on screen (five inputs filled its first screen); the others are a tap away.
 */
const filtersFor = (phone: boolean) => [
  ...declaredFilters(AUDIT_LOG, {
    only: ['actorId', 'action', 'resource', 'recordId', 'ip', 'createdAt'],
    override: { resource: <ResourceInput source="resource" alwaysOn={!phone} /> },
    // the actor is picked by name: labelled as the name column is
    props: { actorId: { alwaysOn: true, label: `resources.${AUDIT_RESOURCE}.fields.actorName` }, createdAt: { alwaysOn: !phone } },
  }),
  // computed from the action, so no column the declared filters read: its input is the declared enum's
  <EnumInput key="outcome" source="outcome" values={valuesOf(AUDIT_LOG.fields.outcome)} alwaysOn={!phone} sx={{ minWidth: 120 }} />,
];
const FILTERS = { phone: filtersFor(true), wide: filtersFor(false) };

const columns = declaredColumns(AUDIT_LOG, {
  only: ['actorName', 'action', 'resource', 'recordId', 'createdAt', 'ip', 'outcome'],
  props: {
    actorName: { children: <ActorCell /> },
    action: { children: <ActionCell /> },
    resource: { children: <ResourceCell /> },
    recordId: { children: <RecordCell /> },
    createdAt: { children: <TimeCell />, label: `resources.${AUDIT_RESOURCE}.timeHeader` },
    outcome: { children: <OutcomeChip /> },
  },
});

/** The trail, newest first; a row opens its diff. A phone shows one entry per row: action and resource, who and when. */
const Trail = () => {
  const nameOf = useResourceName();
  const phone = useIsPhone();
  return (
    <List filters={FILTERS[phone ? 'phone' : 'wide']} sort={AUDIT_LIST_QUERY.sort} perPage={AUDIT_LIST_QUERY.perPage}
      pagination={<ListPagination rowsPerPageOptions={[25, 50, 100]} />} actions={<ListActions />}>
      <ResponsiveList<AuditEntryRecord> rowClick="show"
        primaryText={(r) => <><code>{r.action}</code> · {nameOf(r.resource)}{r.recordId ? ` #${r.recordId}` : ''}</>}
        secondaryText={(r) => `${r.actorName || '—'} · ${formatTime(r.createdAt)} · ${r.ip}`}
        tertiaryText={() => <OutcomeChip />}>
        <DataTable rowClick="show" bulkActionButtons={false} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
          {columns}
        </DataTable>
      </ResponsiveList>
    </List>
  );
};

/** The audit screen: the trail, and each Beijing day's closing hash of the chain. */
export const AuditList = () => {
  const translate = useTranslate();
  const [tab, setTab] = useState<'trail' | 'days'>('trail');
  return (
    <Box>
      <Tabs value={tab} onChange={(_, v: 'trail' | 'days') => setTab(v)} sx={{ mb: 1 }}>
        <Tab value="trail" label={translate(`resources.${AUDIT_RESOURCE}.tabs.trail`)} />
        <Tab value="days" label={translate(`resources.${AUDIT_RESOURCE}.tabs.days`)} />
      </Tabs>
      {tab === 'trail' ? <Trail /> : <DailyHashes />}
    </Box>
  );
};
