// #/dashboard/common (docs/domain.md "Modules": a child of the dashboard, hidden from the menu,
// open without signing in): the public status page. It reads GET /health
// (server/core/health.ts) — product, version, API and database up or down —
// with the language switch, a link to sign in and, for signed-in holders of
// api_docs.read only, the API docs (./ApiDocsButton.tsx). Never a business figure.
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { ApiDocsButton } from './ApiDocsButton';
import { LOGIN_PATH } from './paths';
import { formatTime } from '../i18n/time';

interface Health { name: string; version: string; api: 'ok'; database: 'ok' | 'down'; databaseMs: number | null; time: string }

/** /health answers 503 with the same body when the database is down: both are an answer. */
async function fetchHealth(signal: AbortSignal): Promise<Health> {
  const res = await fetch('/health', { signal, cache: 'no-store' });
  if (res.status !== 200 && res.status !== 503) throw new Error(String(res.status));
  return res.json() as Promise<Health>;
}

const State = ({ label, up, detail }: { label: string; up: boolean; detail?: string }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }} spacing={2} data-testid={`status-${label}`}>
      <Typography sx={{ flex: 1 }}>{translate(`status_page.${label}`)}</Typography>
      {detail && <Typography variant="caption" sx={{ color: 'text.secondary' }}>{detail}</Typography>}
      <Chip size="small" color={up ? 'success' : 'error'} label={translate(up ? 'status_page.ok' : 'status_page.down')} />
    </Stack>
  );
};

export const StatusPage = () => {
  const translate = useTranslate();
  const { data, error, isPending, refetch, isFetching } = useQuery({
    queryKey: ['health'], queryFn: ({ signal }) => fetchHealth(signal), retry: false, refetchInterval: 30_000,
  });
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="h5" component="h1" sx={{ flex: 1 }}>{translate('status_page.title')}</Typography>
            <LanguageSwitch color="primary" />
          </Stack>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>{translate('status_page.intro')}</Typography>
          {error ? <Alert severity="error" data-testid="status-unreachable">{translate('status_page.unreachable')}</Alert> : null}
          {data && (
            <Stack spacing={1.5}>
              <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                {data.name} · {translate('status_page.version')} <span data-testid="status-version">{data.version}</span>
              </Typography>
              <State label="api" up={data.api === 'ok'} />
              <State label="database" up={data.database === 'ok'} detail={data.databaseMs === null ? undefined : `${data.databaseMs} ms`} />
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {translate('status_page.checked')}: {formatTime(data.time)}
              </Typography>
            </Stack>
          )}
        </CardContent>
        <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" href={`#${LOGIN_PATH}`}>{translate('status_page.sign_in')}</Button>
          <ApiDocsButton label="status_page.api_docs" />
          <Button onClick={() => refetch()} disabled={isPending || isFetching}>{translate('status_page.refresh')}</Button>
        </CardActions>
      </Card>
    </Box>
  );
};
