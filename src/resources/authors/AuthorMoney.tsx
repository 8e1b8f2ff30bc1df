import { useState } from 'react';
import TuneIcon from '@mui/icons-material/Tune';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useLocale, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { formatCents } from '../../../contract/money';
import { PromptDialog } from '../shared/PromptDialog';
import { TextButton } from '../shared/TextButton';
import { settled, useRecordTransition } from '../shared/useRecordTransition';
import type { Author } from './types';

const Figure = ({ label, cents, testId }: { label: string; cents: number; testId: string }) => (
  <Card variant="outlined" sx={{ minWidth: 180 }}>
    <CardContent>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>{label}</Typography>
      <Typography variant="h5" component="p" data-testid={testId}>{formatCents(cents, useLocale())}</Typography>
    </CardContent>
  </Card>
);

/** A manual adjustment {amount, reason}: one ledger row; the API may ask for a step-up first. */
export const AdjustButton = () => {
  const record = useRecordContext<Author>();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { run, pending } = useRecordTransition();
  const [asking, setAsking] = useState(false);
  const locale = useLocale();
  if (!record) return null;
  const label = translate(`resources.${resource}.actions.adjust`);
  // the balance before and after, once an amount is typed (a reader holding the balance's key sees it)
  const effect = ({ amountCents }: Record<string, string | number | undefined>) => {
    const available = record.availableCents;
    const known = typeof amountCents === 'number' && available !== undefined;
    return translate(`resources.${resource}.adjust.${known ? 'effect_to' : 'effect'}`, {
      name: record.penName,
      ...(known ? { available: formatCents(available, locale), after: formatCents(available + amountCents, locale) } : {}),
    });
  };
  const confirm = async (v: Record<string, string | number>) => {
    if (settled(await run({ action: 'adjust' }, record, String(v.reason), { amountCents: v.amountCents }))) setAsking(false);
  };
  return (
    <>
      <TextButton label={label} onClick={() => setAsking(true)} disabled={pending} startIcon={<TuneIcon />} />
      {asking && (
        <PromptDialog title={label} loading={pending} effect={effect} onClose={() => setAsking(false)} onConfirm={(v) => void confirm(v)}
          fields={[
            { name: 'amountCents', label: `resources.${resource}.adjust.amount`, kind: 'yuan' },
            { name: 'reason', label: `resources.${resource}.adjust.reason` },
          ]} />
      )}
    </>
  );
};

/** Available and frozen balance (absent from records of readers without authors.read_money: then nothing). */
export const AuthorBalance = () => {
  const record = useRecordContext<Author>();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (record?.availableCents === undefined || record.frozenCents === undefined) return null;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Figure label={translate(`resources.${resource}.fields.availableCents`)} cents={record.availableCents} testId="author-available" />
      <Figure label={translate(`resources.${resource}.fields.frozenCents`)} cents={record.frozenCents} testId="author-frozen" />
    </Stack>
  );
};
