// Whether a component stands on the record's own page (a show or edit context
// holding that very record) rather than in a list row, which renders the same
// buttons for its record (a live room's row offers its review and its ban).
import { useContext } from 'react';
import { EditContext, ShowContext, useRecordContext, useResourceContext } from 'react-admin';

/** The record's own page (a show or edit page of the resource in context holding the record in context); `edit`: an edit context is open. */
export function useOnRecordPage(): { onPage: boolean; edit: boolean } {
  const record = useRecordContext();
  const resource = useResourceContext();
  const show = useContext(ShowContext);
  const edit = useContext(EditContext);
  const page = show ?? edit;
  const onPage = !!record && page?.record?.id === record.id && page.resource === resource;
  return { onPage, edit: !!edit };
}
