import { Tooltip } from '@mui/material';
import { DeleteButton, useRecordContext, useTranslate, type DeleteButtonProps } from 'react-admin';
import { useCanDo } from '../../access/useCanDo';

/**
 * Delete, disabled with the server's reason as its tooltip while the record
 * says it cannot be deleted (`deletable: false`, `deleteBlockedReason`), so a
 * refusal shows before the confirmation instead of after it. Pessimistic: the
 * server has the last word (someone may add an article meanwhile). None for a
 * reader without the delete key.
 *
 * Always named: an icon-only one (`label=""`, a table row's) and react-admin's
 * disabled one on a phone would otherwise be unnamed buttons; a blocked one's
 * name carries the reason, which the tooltip shows to the eye.
 */
export const GuardedDeleteButton = (props: DeleteButtonProps) => {
  const record = useRecordContext(props);
  const allowed = useCanDo()('delete', props.resource);
  const translate = useTranslate();
  if (record?.id === undefined || !allowed) return null;
  const name = typeof props.label === 'string' && props.label ? translate(props.label, { _: props.label }) : translate('ra.action.delete');
  if (record.deletable !== false) return <DeleteButton mutationMode="pessimistic" aria-label={name} {...props} />;
  const reason = String(record.deleteBlockedReason ?? '');
  return (
    // describeChild: the tooltip describes, and puts no aria-label on the span (not allowed there)
    <Tooltip title={reason} describeChild>
      {/* a disabled button gets no pointer events: the span shows the tooltip */}
      <span>
        <DeleteButton mutationMode="pessimistic" aria-label={reason ? `${name}: ${reason}` : name} {...props} disabled />
      </span>
    </Tooltip>
  );
};
