import KeyIcon from '@mui/icons-material/Key';
import { Alert, CircularProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button, Confirm, useDataProvider, useRecordContext, useRefresh, useTranslate,
} from 'react-admin';
import { SecretOnceDialog, secretFileName } from '../shared/SecretOnceDialog';
import { TextButton } from '../shared/TextButton';
import { formatTime } from '../../i18n/time';
import type { BotNewKey, BotRecord } from '../../../contract/bots';
import type { ModeratorDataProvider } from '../../providers/types';
import { useNotifyError } from '../shared/useNotifyError';
import { BOT_RESOURCE } from './types';
import { useCanDo } from '../../access/useCanDo';
import { useMutateOnce } from '../shared/useSingleFlight';

const k = (key: string) => `resources.${BOT_RESOURCE}.keys.${key}`;

/** What the new key's dialog says. */
const KEY_WORDS = {
  title: `resources.${BOT_RESOURCE}.actions.create_key`, label: `resources.${BOT_RESOURCE}.fields.keys`, shownOnce: k('shown_once'),
  copy: k('copy'), copied: k('copied'), close: k('close'),
};

/** The new key, shown this once, with a copy and a download button (bot-key-<bot>.txt). */
const NewKeyDialog = ({ created, bot, onClose }: { created: BotNewKey; bot: string; onClose: () => void }) => (
  <SecretOnceDialog secret={created.secret} words={KEY_WORDS} fileName={secretFileName('bot-key', bot)} testId="bot-key-dialog"
    name="botKeySecret" onClose={onClose} />
);

interface KeyTableProps {
  keys: BotRecord['keys'];
  onRevoke: (key: { id: number; prefix: string }) => void;
  /** the reader holds the revoke key */
  canRevoke: boolean;
}

/** The keys: prefix, created, last used, state, and a revoke button on live ones. */
const KeyTable = ({ keys, onRevoke, canRevoke }: KeyTableProps) => {
  const translate = useTranslate();
  // each cell carries its column's name: on a phone the table stacks under those names (src/layout/theme.ts)
  const [prefix, created, lastUsed, status] = [
    translate(k('prefix')), translate(`resources.${BOT_RESOURCE}.fields.createdAt`),
    translate(`resources.${BOT_RESOURCE}.fields.lastUsedAt`), translate(`resources.${BOT_RESOURCE}.fields.status`, { _: '' }),
  ];
  return (
    <>
      {keys.length === 0 ? <Alert severity="info">{translate(k('none'))}</Alert> : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {[prefix, created, lastUsed, status].map((head) => <TableCell key={head}>{head}</TableCell>)}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {keys.map((key) => (
              <TableRow key={key.id} data-testid={`bot-key-${key.id}`}>
                <TableCell data-label={prefix} sx={{ fontFamily: 'monospace' }}>{key.prefix}…</TableCell>
                <TableCell data-label={created}>{formatTime(key.createdAt)}</TableCell>
                <TableCell data-label={lastUsed}>{formatTime(key.lastUsedAt) || '—'}</TableCell>
                <TableCell data-label={status}>{translate(k(key.revokedAt ? 'revoked' : 'active'))}</TableCell>
                <TableCell align="right">
                  {!key.revokedAt && canRevoke && (
                    <TextButton label={`resources.${BOT_RESOURCE}.actions.revoke_key`} color="error"
                      onClick={() => onRevoke({ id: key.id, prefix: key.prefix })} />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
};

/** The bot's keys: create one (shown once), revoke one; prefix, created, last used. */
export const BotKeys = () => {
  const record = useRecordContext<BotRecord>();
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const refresh = useRefresh();
  const notifyError = useNotifyError();
  const [created, setCreated] = useState<BotNewKey | null>(null);
  const [revoking, setRevoking] = useState<{ id: number; prefix: string } | null>(null);
  const canDo = useCanDo();
  const create = useMutation({
    mutationFn: () => dataProvider.transition(BOT_RESOURCE, 'create_key', { id: record!.id }),
    onSuccess: ({ data }) => setCreated(data as unknown as BotNewKey),
    onError: (error) => notifyError(error),
  });
  const revoke = useMutation({
    mutationFn: (keyId: number) => dataProvider.transition(BOT_RESOURCE, 'revoke_key', { id: record!.id, keyId }),
    onSuccess: () => refresh(),
    onError: (error) => notifyError(error),
    onSettled: () => setRevoking(null),
  });
  const createOnce = useMutateOnce(create);
  const revokeOnce = useMutateOnce(revoke);
  if (!record) return null;
  return (
    <Stack spacing={1}>
      {canDo('create_key') && (
        <div>
          <Button label={`resources.${BOT_RESOURCE}.actions.create_key`} onClick={() => createOnce(undefined)} disabled={create.isPending}>
            <KeyIcon />
          </Button>
        </div>
      )}
      {/* the list's copy of the record, shown until the record arrives, has no keys */}
      {record.keys ? <KeyTable keys={record.keys} onRevoke={setRevoking} canRevoke={canDo('revoke_key')} /> : <CircularProgress size={20} />}
      {created && <NewKeyDialog created={created} bot={record.name} onClose={() => { setCreated(null); refresh(); }} />}
      <Confirm isOpen={!!revoking} loading={revoke.isPending} title={`resources.${BOT_RESOURCE}.actions.revoke_key`}
        content={k('revoke_confirm')} translateOptions={{ prefix: revoking?.prefix ?? '' }}
        onConfirm={() => revoking && revokeOnce(revoking.id)} onClose={() => setRevoking(null)} />
    </Stack>
  );
};
