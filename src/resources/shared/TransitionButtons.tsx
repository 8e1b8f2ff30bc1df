import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useCanDo } from '../../access/useCanDo';
import { QueueNextButton } from './QueueNextButton';
import { RecordPresence } from './RecordPresence';
import { TransitionButton } from './TransitionButton';
import { transitionsFrom, type TransitionDef } from './transitions';

export interface TransitionButtonsProps {
  transitions: readonly TransitionDef[];
  /** the record field holding the state */
  source?: string;
  iconOnly?: boolean;
}

/**
 * Exactly the state changes legal from the record's current status that the
 * reader may make; on a record's page (not a row), once one went through there,
 * "next in queue" (QueueNextButton), which stays when the new state offers none,
 * and below them who holds and who else has the record open (RecordPresence).
 */
export const TransitionButtons = ({ transitions, source = 'status', iconOnly }: TransitionButtonsProps) => {
  const record = useRecordContext();
  const canDo = useCanDo();
  const legal = transitionsFrom(transitions, record?.[source]).filter((t) => canDo(t.action));
  if (legal.length === 0 && iconOnly) return null;
  return (
    <>
      {/* inline: a row's delete stands beside its decisions, not under them */}
      <Stack direction="row" spacing={iconOnly ? 0 : 1} component="span" sx={{ display: 'inline-flex', verticalAlign: 'middle' }}>
        {legal.map((t) => <TransitionButton key={t.action} transition={t} iconOnly={iconOnly} />)}
        {!iconOnly && <QueueNextButton />}
      </Stack>
      {!iconOnly && <RecordPresence />}
    </>
  );
};
