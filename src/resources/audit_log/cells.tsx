// The audit list's and page's cells: who (linked to the staff member), the resource by its
// name, the record (linked to its page), the time in Beijing time, allowed or denied.
import { Chip } from '@mui/material';
import { Link, useRecordContext, useResourceDefinitions, useTranslate } from 'react-admin';
import { apiResourceFor } from '../../access/actionAccess';
import { useCanDo } from '../../access/useCanDo';
import { formatTime } from '../../i18n/time';
import { ADMIN_RESOURCE } from '../admins/useAdminCommand';
import { RecordLink } from '../shared/RecordLink';
import { LabeledText } from '../shared/LabeledText';
import { useValueLabel } from '../shared/declared';
import { AUDIT_RESOURCE, type AuditEntryRecord } from './types';

/** The resource's name as the role editor words it (resources.user/role.resources.<api>), else this screen's, else the API name. */
export function useResourceName(): (apiResource: string) => string {
  const translate = useTranslate();
  return (apiResource) => translate(`resources.user/role.resources.${apiResource}`, {
    _: translate(`resources.${AUDIT_RESOURCE}.resourceNames.${apiResource}`, { _: apiResource }),
  });
}

/**
 * The panel route of an API resource's records and the page a record opens on (show, else
 * edit), where the reader may open it; null otherwise.
 */
export function useRecordPage(): (apiResource: string, id: string | null) => string | null {
  const defined = useResourceDefinitions();
  const canDo = useCanDo();
  return (apiResource, id) => {
    if (!id || !/^\d+$/.test(id)) return null;
    const route = Object.keys(defined).find((name) => apiResourceFor(name) === apiResource
      && (defined[name].hasShow || defined[name].hasEdit));
    if (!route || !canDo('show', route)) return null;
    return `/${route}/${id}/${defined[route].hasShow ? 'show' : ''}`.replace(/\/$/, '');
  };
}

export const ActorCell = () => {
  const r = useRecordContext<AuditEntryRecord>();
  if (!r) return null;
  // no staff account behind a failed sign-in (the name tried) or the platform's own writes
  if (r.actorId === null) return <LabeledText>{r.actorName || '—'}</LabeledText>;
  return <RecordLink route={ADMIN_RESOURCE} id={r.actorId}>{r.actorName}</RecordLink>;
};

export const ResourceCell = () => {
  const r = useRecordContext<AuditEntryRecord>();
  const nameOf = useResourceName();
  return r ? <LabeledText title={r.resource}>{nameOf(r.resource)}</LabeledText> : null;
};

export const RecordCell = () => {
  const r = useRecordContext<AuditEntryRecord>();
  const pageOf = useRecordPage();
  if (!r) return null;
  if (!r.recordId) return <LabeledText>—</LabeledText>;
  const page = pageOf(r.resource, r.recordId);
  // the row opens on click: the record's own link must not open the row as well
  return page ? <Link to={page} onClick={(e: { stopPropagation(): void }) => e.stopPropagation()}>#{r.recordId}</Link> : <LabeledText>#{r.recordId}</LabeledText>;
};

export const TimeCell = () => {
  const r = useRecordContext<AuditEntryRecord>();
  return r ? <LabeledText>{formatTime(r.createdAt)}</LabeledText> : null;
};

export const OutcomeChip = () => {
  const r = useRecordContext<AuditEntryRecord>();
  const label = useValueLabel('outcome');
  if (!r) return null;
  return <Chip size="small" variant="outlined" color={r.outcome === 'denied' ? 'error' : 'success'} label={label(r.outcome)} />;
};

export const ActionCell = () => {
  const r = useRecordContext<AuditEntryRecord>();
  return r ? <code style={{ fontSize: '0.8125rem' }}>{r.action}</code> : null;
};
