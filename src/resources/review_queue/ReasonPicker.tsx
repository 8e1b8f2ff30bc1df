// The reasons of a decision that asks for one, numbered for the keys 1–9; 0
// (or a click) moves to a field for another reason, submitted with Enter.
import { Box, Button, List, ListItem, ListItemButton, Stack, TextField, Typography, useMediaQuery } from '@mui/material';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslate } from 'react-admin';
import { StatementPreview } from '../decisions/StatementPreview';
import { NO_KEYBOARD, qk } from './types';

interface Props {
  title: string;
  reasons: readonly string[];
  busy: boolean;
  onPick: (reason: string) => void;
  onCancel: () => void;
  /** the field of another reason, focused by the key 0 */
  otherRef: RefObject<HTMLInputElement | null>;
  /** the statement of reasons a reason gives the player (a decision about them), shown before it is picked */
  preview?: ((reason: string) => string) | null;
}

export const ReasonPicker = ({ title, reasons, busy, onPick, onCancel, otherRef, preview }: Props) => {
  const translate = useTranslate();
  const [other, setOther] = useState('');
  // the reason under the pointer or the keyboard's focus, else the one being typed, else the first
  const [shown, setShown] = useState<string | null>(null);
  const previewed = shown ?? (other.trim() || reasons[0] || '');
  const first = useRef<HTMLDivElement>(null);
  // the other reason's key (0) is named only where there is a keyboard; the numbers' <kbd>s hide by the page's rule
  const noKeyboard = useMediaQuery(NO_KEYBOARD);
  useEffect(() => { first.current?.scrollIntoView?.({ block: 'nearest' }); }, []);
  return (
    <Box ref={first} role="group" aria-label={title} data-testid="reason-picker" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, mt: 1 }}>
      <Typography variant="subtitle2" component="h3">{title}</Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>{translate(qk('reasons.title'))}</Typography>
      <List dense>
        {reasons.slice(0, 9).map((r, i) => (
          <ListItem key={r} disablePadding>
            <ListItemButton disabled={busy} onClick={() => onPick(r)} onMouseEnter={() => setShown(r)} onFocus={() => setShown(r)}>
              <Typography component="kbd" sx={{ mr: 1, fontFamily: 'monospace' }}>{i + 1}</Typography>{r}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField size="small" fullWidth inputRef={otherRef} value={other} disabled={busy}
          label={noKeyboard ? translate(qk('reasons.other')) : `0 · ${translate(qk('reasons.other'))}`} slotProps={{ htmlInput: { maxLength: 200 } }}
          onChange={(e) => { setOther(e.target.value); setShown(null); }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && other.trim()) { e.preventDefault(); onPick(other.trim()); }
            if (e.key === 'Escape') { e.preventDefault(); onCancel(); }
          }} />
        <Button variant="contained" disabled={busy || !other.trim()} onClick={() => onPick(other.trim())}>{translate(qk('reasons.submit'))}</Button>
        <Button onClick={onCancel}>{translate(qk('reasons.cancel'))}</Button>
      </Stack>
      {preview && previewed && <StatementPreview text={preview(previewed)} />}
    </Box>
  );
};
