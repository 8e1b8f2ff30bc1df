// The frame of every workplace card: a titled card with a skeleton while its
// call runs and its own error state with a retry, so one failing card never
// blanks the page.
import { Alert, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  title: string;
  cardKey: string;
  isPending: boolean;
  error: unknown;
  retry: () => void;
  action?: ReactNode;
  /** an i18n key of a line under the title (e.g. that days are Beijing days) */
  note?: string;
  height?: number;
  children?: ReactNode;
}

export const CardFrame = ({ title, cardKey, isPending, error, retry, action, note, height = 120, children }: Props) => {
  const translate = useTranslate();
  return (
    <Card data-testid={`card-${cardKey}`} component="section" aria-label={translate(title)} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 1, mb: 1, minHeight: 32 }}>
          <span style={{ flex: 1 }}>{translate(title)}</span>
          {action}
        </Typography>
        {note && <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: -1, mb: 1 }} data-testid="card-note">{translate(note)}</Typography>}
        {isPending ? <Skeleton data-testid="card-loading" variant="rounded" height={height} />
          : error ? (
            <Alert severity="error" data-testid="card-error"
              action={<Button color="inherit" size="small" onClick={retry}>{translate('workplace.retry')}</Button>}>
              {error instanceof Error && error.message ? error.message : translate('workplace.error')}
            </Alert>
          ) : children}
      </CardContent>
    </Card>
  );
};
