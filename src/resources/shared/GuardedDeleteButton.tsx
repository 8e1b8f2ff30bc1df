import { Tooltip } from '@mui/material';
import { DeleteButton, useRecordContext, type DeleteButtonProps } from 'react-admin';
import { useCanDo } from '../../access/useCanDo';

/**
 * Delete, disabled with the server's reason as its tooltip while the record
 * says it cannot be deleted (`deletable: false`, `deleteBlockedReason`), so a
 * refusal shows before the confirmation instead of after it. Pessimistic: the
 * server has the last word (someone may add an article meanwhile). None for a
 * reader without the delete key.
 */
export const GuardedDeleteButton = (props: DeleteButtonProps) => {
  const record = useRecordContext(props);
  const allowed = useCanDo()('delete', props.resource);
  if (record?.id === undefined || !allowed) return null;
  if (record.deletable !== false) return <DeleteButton mutationMode="pessimistic" {...props} />;
  return (
    <Tooltip title={String(record.deleteBlockedReason ?? '')}>
      {/* a disabled button gets no pointer events: the span shows the tooltip */}
      <span>
        <DeleteButton mutationMode="pessimistic" {...props} disabled />
      </span>
    </Tooltip>
  );
};
