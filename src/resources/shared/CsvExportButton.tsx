import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Button, useDataProvider, useListContext, useResourceContext,
} from 'react-admin';
import { useCanDo } from '../../access/useCanDo';
import type { ModeratorDataProvider } from '../../providers/types';
import { useNotifyError } from './useNotifyError';

/**
 * Exports every record matching the list's current filter and sort (not
 * just the page on screen): the server streams the CSV. Only for a reader
 * holding the resource's export key.
 */
export const CsvExportButton = () => {
  const { filterValues, sort, total } = useListContext();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const notifyError = useNotifyError();
  const [pending, setPending] = useState(false);
  const allowed = useCanDo()('export');

  const onClick = async () => {
    setPending(true);
    try {
      await dataProvider.exportCsv(resource, { filter: filterValues, sort });
    } catch (error) {
      notifyError(error, 'mdr.export.failed');
    } finally {
      setPending(false);
    }
  };
  if (!allowed) return null;
  return (
    <Button label="mdr.action.export" onClick={onClick} disabled={pending || total === 0}>
      <DownloadIcon />
    </Button>
  );
};
