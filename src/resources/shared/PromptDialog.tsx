import { useState, type MouseEvent, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { parseYuan } from '../../../contract/money';
import { Consequence } from './ConfirmFirst';

export interface PromptField {
  name: string;
  /** translation key of its label */
  label: string;
  /** 'yuan': typed as ¥ with up to two decimals, answered in fen */
  kind?: 'text' | 'yuan';
  maxLength?: number;
}

export interface PromptDialogProps {
  title: string;
  fields: PromptField[];
  loading?: boolean;
  onConfirm: (values: Record<string, string | number>) => void;
  onClose: () => void;
  /** what confirming will do, in plain words (ConfirmFirst.tsx), above the fields; given the values typed so far */
  effect?: (values: Record<string, string | number | undefined>) => ReactNode;
}

const stop = (event: MouseEvent) => event.stopPropagation();

function valueOf(field: PromptField, text: string): string | number | undefined {
  if (field.kind === 'yuan') {
    const cents = parseYuan(text);
    return cents === null || cents === 0 ? undefined : cents;
  }
  const trimmed = text.trim();
  return trimmed && trimmed.length <= (field.maxLength ?? 200) ? trimmed : undefined;
}

/**
 * Asks for a few required values before an action (a payment reference, an
 * adjustment's amount and reason). Mount it only while open.
 */
export const PromptDialog = ({ title, fields, loading = false, onConfirm, onClose, effect }: PromptDialogProps) => {
  const translate = useTranslate();
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const values = fields.map((f) => [f.name, valueOf(f, texts[f.name] ?? '')] as const);
  const confirm = () => {
    setTried(true);
    if (values.every(([, v]) => v !== undefined)) onConfirm(Object.fromEntries(values) as Record<string, string | number>);
  };
  return (
    <Dialog open onClose={loading ? undefined : onClose} onClick={stop} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {effect && <Consequence>{effect(Object.fromEntries(values))}</Consequence>}
        {fields.map((f, i) => {
          const bad = tried && values[i][1] === undefined;
          return (
            <TextField key={f.name} name={f.name} autoFocus={i === 0} fullWidth margin="dense" label={translate(f.label)}
              value={texts[f.name] ?? ''} onChange={(e) => setTexts({ ...texts, [f.name]: e.target.value })} error={bad}
              helperText={bad ? translate(f.kind === 'yuan' ? 'mdr.money.invalid' : 'ra.validation.required') : ' '}
              slotProps={f.kind === 'yuan' ? { htmlInput: { inputMode: 'decimal' } } : undefined} />
          );
        })}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>{translate('ra.action.cancel')}</Button>
        <Button onClick={confirm} disabled={loading} variant="contained">{translate('ra.action.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
};
