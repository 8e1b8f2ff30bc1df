import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useCanDo } from '../../access/useCanDo';
import { useListTools } from './listDeferral';
import { QueueNextButton } from './QueueNextButton';
import { RecordPresence } from './RecordPresence';
import { TransitionButton } from './TransitionButton';
import { transitionsFrom, type TransitionDef } from './transitions';

/** The width of a row's icon button (MUI's small IconButton: a 24 px icon and 5 px of padding each side). */
const ROW_BUTTON_PX = 34;

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
  const tools = useListTools();
  const legal = transitionsFrom(transitions, record?.[source]).filter((t) => canDo(t.action));
  if (legal.length === 0 && iconOnly) return null;
  // a row's buttons come with the list's tools, once its first rows are painted (each is a button, a tooltip and
  // the transition's hooks: 20 rows of them weighed on the first paint); their room is kept so nothing moves
  if (iconOnly && !tools) return <span data-pending-actions style={{ display: 'inline-block', width: legal.length * ROW_BUTTON_PX }} />;
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
