import { type MouseEvent, type ReactNode } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { IconButton, Tooltip } from '@mui/material';
import {
  useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate,
} from 'react-admin';
import { useNotifyError } from '../shared/useNotifyError';
import { useSingleFlight } from '../shared/useSingleFlight';
import { moveUpdates } from './tree';
import { CATEGORY_RESOURCE, type TreeRow } from './types';

/**
 * Moves the row's category one place among its siblings: the sortOrder
 * updates carry each record's version, so a concurrent change is refused
 * (-5) rather than silently overwritten. The tree is reloaded either way.
 */
const useMove = () => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const { pending, once } = useSingleFlight();
  const move = (row: TreeRow, delta: -1 | 1) => once(async () => {
    try {
      for (const { record, sortOrder } of moveUpdates(row.siblings, row.index, delta)) {
        await dataProvider.update(CATEGORY_RESOURCE, { id: record.id, data: { sortOrder }, previousData: record });
      }
      notify(`resources.${CATEGORY_RESOURCE}.notify.moved`, { type: 'success' });
    } catch (error) {
      notifyError(error);
    } finally {
      refresh();
    }
  });
  return { move, pending };
};

interface MoveButtonProps {
  label: string;
  icon: ReactNode;
  disabled: boolean;
  onMove: () => void;
}

const MoveButton = ({ label, icon, disabled, onMove }: MoveButtonProps) => (
  <Tooltip title={label}>
    <span>
      <IconButton size="small" aria-label={label} disabled={disabled}
        onClick={(event: MouseEvent) => {
          event.stopPropagation(); // the row click opens the editor
          onMove();
        }}>
        {icon}
      </IconButton>
    </span>
  </Tooltip>
);

/** Move up / move down among the siblings, for a row of the category tree. */
export const CategoryMoveButtons = () => {
  const row = useRecordContext<TreeRow>();
  const translate = useTranslate();
  const { move, pending } = useMove();
  if (!row) return null;
  const label = (key: string) => translate(`resources.${CATEGORY_RESOURCE}.actions.${key}`);
  return (
    <>
      <MoveButton label={label('move_up')} icon={<ArrowUpwardIcon fontSize="small" />}
        disabled={pending || row.index === 0} onMove={() => move(row, -1)} />
      <MoveButton label={label('move_down')} icon={<ArrowDownwardIcon fontSize="small" />}
        disabled={pending || row.index === row.siblings.length - 1} onMove={() => move(row, 1)} />
    </>
  );
};
