// A decision that can be taken back (resolve or ignore ⇄ unresolve, hide ⇄
// restore) says so in its success toast: "撤销 / Undo" runs the reverse
// command at once (the decision itself already went through: react-admin's
// `undoable` would instead hold the call back), then says it did. Offered only
// to a reader who holds the reverse command's key.
import { useRef } from 'react';
import { Button } from '@mui/material';
import {
  useCloseNotification, useDataProvider, useNotify, useRefresh, useTranslate, type Identifier,
} from 'react-admin';
import type { ModeratorDataProvider } from '../../providers/types';
import { useNotifyError } from './useNotifyError';

export interface UndoTarget {
  /** the route (react-admin resource) of the record */
  resource: string;
  id: Identifier;
  /** the reverse command: POST /mdr/<api>/<action> {id} */
  action: string;
}

/** The toast's button; rendered by react-admin's <Notification> (its `action`), inside the admin's contexts. */
export const UndoAction = ({ resource, id, action }: UndoTarget) => {
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const translate = useTranslate();
  const close = useCloseNotification();
  const used = useRef(false);
  const undo = async () => {
    if (used.current) return; // a double click undoes once
    used.current = true;
    close();
    try {
      await dataProvider.transition(resource, action, { id });
      notify('mdr.undo.done', { type: 'info', messageArgs: { action: translate(`resources.${resource}.actions.${action}`) } });
    } catch (error) {
      notifyError(error);
    }
    refresh();
  };
  return (
    <Button color="inherit" size="small" onClick={() => void undo()} data-testid="undo">
      {translate('mdr.undo.button')}
    </Button>
  );
};
