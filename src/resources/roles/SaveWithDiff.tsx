// Saving a role's keys goes through a confirmation naming the change
// ("+ orders.refund, − users.ban", money and sensitive keys marked); the API
// then asks for a step-up (the client's one dialog, src/http/stepUp.ts) and
// writes the audit row with before and after.
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, Typography } from '@mui/material';
import { useState } from 'react';
import { SaveButton, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { TextButton } from '../shared/TextButton';
import { useFormContext } from 'react-hook-form';
import { GuardedDeleteButton } from '../shared/GuardedDeleteButton';
import { isBeyondReader } from '../shared/BeyondReader';
import { MarkChip } from './KeyMatrix';
import { keyDiff, markOfKey } from './keys';
import { ROLE_RESOURCE, type RoleRecord } from './types';

const R = `resources.${ROLE_RESOURCE}`;

const KeyLines = ({ sign, keys }: { sign: '+' | '−'; keys: string[] }) => (
  <>
    {keys.map((key) => {
      const mark = markOfKey(key);
      return (
        <ListItem key={key} dense disableGutters data-testid="diff-line"
          sx={{ fontFamily: 'monospace', color: sign === '+' ? 'success.main' : 'error.main' }}>
          {`${sign} ${key}`}{mark && <MarkChip mark={mark} />}
        </ListItem>
      );
    })}
  </>
);

/** Delete, disabled while staff hold the role (the API refuses it with -5 too); none on a role beyond the reader. */
export const RoleDeleteButton = () => {
  const record = useRecordContext<RoleRecord>();
  const translate = useTranslate();
  if (!record || isBeyondReader(record)) return null;
  const blocked = { ...record, deletable: record.holders === 0, deleteBlockedReason: translate(`${R}.in_use`, { smart_count: record.holders }) };
  return <GuardedDeleteButton record={blocked} redirect="list" />;
};

/** The form's toolbar: "Save" opens the confirmation; its own Save submits. */
export const SaveWithDiff = ({ source = 'keys' }: { source?: string }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { getValues } = useFormContext();
  const [open, setOpen] = useState(false);
  const diff = keyDiff((record?.[source] as string[] | undefined) ?? [], (getValues(source) as string[] | undefined) ?? []);
  const unchanged = diff.added.length + diff.removed.length === 0;
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <TextButton label="ra.action.save" variant="contained" size="medium" onClick={() => setOpen(true)} />
      <RoleDeleteButton />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="role-diff-title" fullWidth maxWidth="sm">
        <DialogTitle id="role-diff-title">{translate(`${R}.confirm.title`)}</DialogTitle>
        <DialogContent>
          {unchanged ? <DialogContentText>{translate(`${R}.confirm.none`)}</DialogContentText> : (
            <List dense data-testid="role-diff">
              <KeyLines sign="+" keys={diff.added} />
              <KeyLines sign="−" keys={diff.removed} />
            </List>
          )}
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>{translate(`${R}.confirm.hint`)}</Typography>
        </DialogContent>
        <DialogActions>
          <TextButton label="ra.action.cancel" onClick={() => setOpen(false)} />
          {/* type button: the dialog is outside the <form> element, so it submits through the form context */}
          <SaveButton type="button" label={`${R}.confirm.save`} alwaysEnable onClick={() => setOpen(false)} />
        </DialogActions>
      </Dialog>
    </Toolbar>
  );
};
