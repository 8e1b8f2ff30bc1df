import { Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TextButton } from '../shared/TextButton';
import { qk } from './types';

const KEYS = ['j', 'k', 'a', 'r', 'h', 'e', 'b', 's', 'o', '?'];

/** The queue's keys and what each does (the key ?); Esc closes it, and so does its button, for the mouse. */
export const KeyHelp = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="queue-keys-title">
      <DialogTitle id="queue-keys-title">{translate(qk('help.title'))}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {KEYS.map((k) => (
              <TableRow key={k}>
                <TableCell><kbd>{k}</kbd></TableCell>
                <TableCell>{translate(qk(`help.keys.${k}`))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <TextButton label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
};
