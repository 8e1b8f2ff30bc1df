import StarIcon from '@mui/icons-material/Star';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { GameVersionRecord } from '../../../contract/game_data';
import type { ModeratorDataProvider } from '../../providers/types';
import { useNotifyError } from '../shared/useNotifyError';
import { useSingleFlight } from '../shared/useSingleFlight';
import { VERSION_RESOURCE } from './messages';

/** make_current after a confirmation; the previous current version stops being current in the same transaction. */
export const MakeCurrentButton = () => {
  const record = useRecordContext<GameVersionRecord>();
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { pending, once } = useSingleFlight();
  if (!record || record.isCurrent) return null;
  const run = () => once(async () => {
    try {
      await dataProvider.transition(VERSION_RESOURCE, 'make_current', { id: record.id });
      notify(`resources.${VERSION_RESOURCE}.notify.make_current`, { type: 'success' });
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setOpen(false);
    }
  });
  return (
    <>
      <Button label={`resources.${VERSION_RESOURCE}.actions.make_current`} onClick={(e) => { e.stopPropagation(); setOpen(true); }}
        disabled={pending}><StarIcon /></Button>
      <Confirm isOpen={open} loading={pending} title={`resources.${VERSION_RESOURCE}.actions.make_current`}
        content={`resources.${VERSION_RESOURCE}.confirm.make_current`} translateOptions={{ name: record.name }}
        onConfirm={run} onClose={() => setOpen(false)} />
    </>
  );
};
