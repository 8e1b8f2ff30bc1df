// The way into the API document (/docs), on the workplace and the status page:
// only for holders of api_docs.read (role '*' holds it), and only signed in, so
// the public status page shows it to nobody else. /docs takes no token header:
// a click first asks POST /mdr/api_docs/open, whose answer sets the cookie that
// opens /docs in this browser (server/core/docs-access.ts), then shows it.
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useHasKey } from '../access/useCanDo';
import { post } from '../http/api';
import { useNotifyError } from '../resources/shared/useNotifyError';

/** Asks for the cookie, then shows the document in `tab` (opened at the click), or in a new tab when that was refused. */
async function openDocs(tab: Window | null): Promise<void> {
  const { url } = await post<{ url: string }>('/mdr/api_docs/open');
  if (tab) tab.location.href = url;
  else window.open(url, '_blank', 'noopener');
}

export function ApiDocsButton({ label }: { label: string }) {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  if (!useHasKey('api_docs.read')) return null;
  const onClick = () => {
    // opened now, at the click: a browser blocks a window a page opens later, after an answer
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    openDocs(tab).catch((error: unknown) => {
      tab?.close();
      notifyError(error);
    });
  };
  return <Button onClick={onClick}>{translate(label)}</Button>;
}
