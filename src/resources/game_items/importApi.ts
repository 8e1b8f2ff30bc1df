// The items CSV import's two calls (server/modules/gamedata/import-routes.ts):
// a check (dry run) and the import itself, each uploading the file as it is.
import type { ImportReport } from '../../../contract/game_data';
import { isApiError } from '../../http/ApiError';
import { upload } from '../../http/client';

export type { ImportReport };

export type ImportOutcome = { report: ImportReport } | { fileError: string };

/** Uploads `file` to the check or the import; a refused file or a refused import answers why instead of throwing. */
export async function sendItemsCsv(file: Blob, commit: boolean, onProgress: (fraction: number) => void): Promise<ImportOutcome> {
  try {
    const report = await upload<ImportReport>(`/mdr/item_import/${commit ? 'commit' : 'check'}`, file, {
      contentType: 'text/csv', onProgress,
    });
    return { report };
  } catch (error) {
    if (!isApiError(error) || error.code !== -1) throw error;
    const data = error.data as { report?: ImportReport } | null;
    return data?.report ? { report: data.report } : { fileError: error.message };
  }
}
