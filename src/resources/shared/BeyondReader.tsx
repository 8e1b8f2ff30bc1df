// Records the reader may look at but not act on: a staff account or role holding
// a key the reader lacks. The API marks them `beyondReader` and refuses every
// change of them with -2 (nobody takes over a stronger account, docs/access.md
// "In the panel"); the panel hides their buttons and says why.
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Alert } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

interface Marked { beyondReader?: boolean }

/** Whether the reader may not act on the record (a missing mark reads as false: the API decides anyway). */
export const isBeyondReader = (record: Marked | undefined | null): boolean => record?.beyondReader === true;

/** Whether the record in context is beyond the reader. */
export const useBeyondReader = (): boolean => isBeyondReader(useRecordContext<Marked & { id: number }>());

/** A lock beside the record's name in a list; `why` (an i18n key) is its accessible name and hover text. */
export const BeyondReaderMark = ({ record, why }: { record: Marked; why: string }) => {
  const translate = useTranslate();
  if (!isBeyondReader(record)) return null;
  return <LockOutlinedIcon titleAccess={translate(why)} data-testid="beyond-reader-mark" sx={{ fontSize: 16, ml: 0.5, verticalAlign: 'text-bottom' }} />;
};

/** The page's note on a record beyond the reader, saying why it has no buttons; `text` is an i18n key. */
export const BeyondReaderNote = ({ text }: { text: string }) => {
  const beyond = useBeyondReader();
  const translate = useTranslate();
  if (!beyond) return null;
  return <Alert severity="info" icon={<LockOutlinedIcon />} data-testid="beyond-reader" sx={{ mb: 1 }}>{translate(text)}</Alert>;
};
