import { List, ListItem, ListItemText, Typography, Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  useDataProvider, useLocale, useRecordContext, useResourceContext, useTranslate,
} from 'react-admin';
import type { ModeratorDataProvider } from '../../providers/types';
import { historySentence } from './historySentence';
import { useContractLabels } from './useContractLabels';
import { formatTime } from '../../i18n/time';

/**
 * Who did what to this record and when, as sentences in the reader's language
 * (historySentence). Reloads when the record's version changes (after an
 * approve, an edit …).
 */
export const RecordHistory = () => {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const translate = useTranslate();
  const locale = useLocale();
  const labels = useContractLabels();
  const id = record?.id;
  const { data: entries } = useQuery({
    queryKey: [resource, 'history', id, record?.version],
    queryFn: async () => (await dataProvider.history(resource, id!)).data,
    enabled: id !== undefined,
  });

  if (!entries) return null;
  const fallbackName = translate(`resources.${resource}.name`, { smart_count: 1 });
  return (
    <Box component="section" aria-label={translate('mdr.history.title')} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>{translate('mdr.history.title')}</Typography>
      {entries.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{translate('mdr.history.empty')}</Typography>}
      <List dense disablePadding>
        {entries.map((e) => (
          <ListItem key={e.id} disableGutters data-testid="history-entry">
            <ListItemText
              primary={historySentence(e, { labels, fallbackName, translate, locale })}
              secondary={formatTime(e.createdAt)}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
};
