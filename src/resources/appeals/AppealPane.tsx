// An appeal as its decision needs it (the desk's pane and the appeal's page):
// what the player wrote, the decision appealed with the statement they
// received, and the content as it stands (a hidden guide is still stored).
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { useGetIdentity, useLocale, useTranslate, type RaRecord } from 'react-admin';
import { reasonLabel, type DecisionTarget } from '../../../contract/decisions';
import { formatTime } from '../../i18n/time';
import { Target } from '../reports/ReportPane';
import { APPEALS_RESOURCE, type AppealRecord } from './types';

const ak = (key: string) => `resources.${APPEALS_RESOURCE}.${key}`;

interface Decided {
  id: number; targetType: DecisionTarget; targetId: number; title: string | null; action: string; reasonCode: string; facts: string;
  decidedByName: string | null; decidedAt: string; statement?: string; status: string;
}

export const AppealPane = ({ record }: { record: RaRecord }) => {
  const a = record as unknown as AppealRecord;
  const d = a.decision as unknown as Decided | undefined;
  const translate = useTranslate();
  const locale = useLocale();
  const { identity } = useGetIdentity();
  const lang = locale === 'en-US' ? 'en-US' : 'zh-CN';
  return (
    <Stack spacing={2} data-testid="appeal-pane">
      {a.status === 'open' && identity && a.decidedByFirst === identity.id && <Alert severity="info">{translate(ak('ownDecision'))}</Alert>}
      <Box component="section" aria-label={translate(ak('appealText'))}>
        <Typography variant="subtitle2">{translate(ak('appealText'))} · {formatTime(a.createdAt)}</Typography>
        <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap' }} data-testid="appeal-text">{a.text}</Typography>
      </Box>
      {d && (
        <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-label={translate(ak('decision'), { id: d.id })}>
          <Typography variant="subtitle2">
            {translate(ak('decision'), { id: d.id })} · {translate(`resources.review/decisions.values.action.${d.action}`)} · {reasonLabel(d.reasonCode, lang)}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {d.decidedByName ?? translate('resources.review/decisions.automated')} · {formatTime(d.decidedAt)}
          </Typography>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>{translate(ak('statement'))}</Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} data-testid="appeal-statement">{d.statement}</Typography>
        </Paper>
      )}
      {d && (
        <Box component="section" aria-label={translate(ak('content'))}>
          <Typography variant="subtitle2" sx={{ color: 'text.secondary' }}>{translate(ak('content'))}</Typography>
          <Target c={{ targetType: d.targetType, targetId: d.targetId, targetTitle: d.title }} />
        </Box>
      )}
    </Stack>
  );
};
