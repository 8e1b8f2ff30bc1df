import { useEffect, useState } from 'react';
import { Box, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import {
  useDataProvider, useLocale, useRecordContext, useResourceContext, useTranslate,
} from 'react-admin';
import type { HistoryEntry, ModeratorDataProvider } from '../../providers/types';

/** The fields whose change a reviewer cares about, shown as "before → after". */
const WATCHED = ['status', 'reason', 'title', 'featured'];

function changes(entry: HistoryEntry): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  return WATCHED.filter((f) => f in after && JSON.stringify(before[f]) !== JSON.stringify(after[f]))
    .map((f) => `${f}: ${before[f] ?? '—'} → ${after[f]}`);
}

/**
 * Who did what to this record and when, from its audit trail. Reloads when the
 * record's version changes (after an approve, an edit …).
 */
export const RecordHistory = () => {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const translate = useTranslate();
  const locale = useLocale();
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);
  const id = record?.id;
  const version = record?.version;

  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    dataProvider.history(resource, id).then(({ data }) => live && setEntries(data)).catch(() => live && setEntries([]));
    return () => { live = false; };
  }, [dataProvider, resource, id, version]);

  if (!entries) return null;
  return (
    <Box component="section" aria-label={translate('mdr.history.title')} sx={{ mt: 3 }}>
      <Typography variant="h6" gutterBottom>{translate('mdr.history.title')}</Typography>
      {entries.length === 0 && <Typography color="text.secondary">{translate('mdr.history.empty')}</Typography>}
      <List dense disablePadding>
        {entries.map((e) => (
          <ListItem key={e.id} disableGutters data-testid="history-entry">
            <ListItemText
              primary={<>
                <Chip size="small" label={translate(`mdr.history.action.${e.action}`, { _: e.action })} sx={{ mr: 1 }} />
                {e.actorName} · {new Date(e.createdAt).toLocaleString(locale)}
              </>}
              secondary={changes(e).join('; ') || undefined}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
};
