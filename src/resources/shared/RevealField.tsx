import { useState } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  useDataProvider, useFieldValue, useRecordContext, useResourceContext, useTranslate, type FieldProps,
} from 'react-admin';
import { apiResourceFor } from '../../access/actionAccess';
import { useCanDo } from '../../access/useCanDo';
import { CONTRACTS } from '../../../contract';
import type { ModeratorDataProvider } from '../../providers/types';
import { useNotifyError } from './useNotifyError';
import { useMutateOnce } from './useSingleFlight';

/** Whether the resource's contract declares `field` sensitive (the API reveals only those). */
const isSensitive = (route: string, field: string): boolean =>
  Object.hasOwn(CONTRACTS[apiResourceFor(route) ?? '']?.sensitive ?? {}, field);

/**
 * A sensitive field as the API sends it (masked), with a button that asks for
 * it whole through `reveal {id, field}` (the API writes a `view_sensitive`
 * audit row, and may ask for a step-up first: the HTTP client's dialog, then
 * the retry, src/http/stepUp.ts). Shown whole only here, until the page is left.
 * The button only for a field the resource's contract declares sensitive
 * (`sensitive`), to a reader holding the resource's reveal key.
 */
export function RevealField(props: FieldProps & { source: string }) {
  const masked = useFieldValue(props);
  const record = useRecordContext();
  const resource = useResourceContext(props) ?? '';
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const [whole, setWhole] = useState<string | null>(null);
  const mayReveal = useCanDo()('reveal', props.resource) && isSensitive(resource, props.source);
  const reveal = useMutation({
    mutationFn: () => dataProvider.transition(resource, 'reveal', { id: record!.id, field: props.source }),
    onSuccess: ({ data }) => setWhole(String((data as { value?: unknown }).value ?? '')),
    onError: notifyError,
  });
  const revealOnce = useMutateOnce(reveal);
  const label = translate('mdr.reveal.show');
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }} spacing={0.5} component="span">
      <span data-testid={`reveal-${props.source}`}>{whole ?? String(masked ?? '')}</span>
      {whole === null && record && mayReveal && (
        <Tooltip title={label}>
          <IconButton size="small" aria-label={label} onClick={() => revealOnce(undefined)} disabled={reveal.isPending}>
            <VisibilityIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
