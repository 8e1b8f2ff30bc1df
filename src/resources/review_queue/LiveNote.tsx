// What the queue's screens say about their freshness: live (changes show within
// seconds), or read again every 15 s because no event stream flows here.
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNameList } from './age';
import { POLL_MS, useLiveMode, usePresence } from './api';
import { qk, type ItemRef } from './types';

export const LiveNote = () => {
  const translate = useTranslate();
  const mode = useLiveMode();
  return (
    <Typography variant="caption" data-testid="queue-live" data-mode={mode} sx={{ color: 'text.secondary', mr: 'auto', alignSelf: 'center' }}>
      {mode === 'connecting' ? '' : translate(qk(`live.${mode}`), { seconds: POLL_MS / 1000 })}
    </Typography>
  );
};

/** "Also open: 陈静": colleagues who have the item open now (their pages' heartbeats). */
export const AlsoOpen = ({ item }: { item: ItemRef }) => {
  const translate = useTranslate();
  const names = useNameList();
  const { data } = usePresence(item);
  if (!data?.others.length) return null;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="also-open">
      {translate(qk('alsoOpen'), { names: names(data.others) })}
    </Typography>
  );
};
