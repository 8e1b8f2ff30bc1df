// A player's active strikes with their decisions and what the escalation
// ladder suggests (/mdr/strikes/summary, /mdr/strikes/list): beside a user, an
// author, and the person behind a desk item. The suggestion is a button a
// reviewer holding the key confirms with a reason; nothing happens by itself.
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ResourceContextProvider, useDataProvider, useLocale, useNotify, useTranslate } from 'react-admin';
import { reasonLabel } from '../../../contract/decisions';
import type { StrikeRecord } from '../../../contract/records/decisions';
import { useHolds } from '../../access/useCanDo';
import { post } from '../../http/api';
import type { ModeratorDataProvider } from '../../providers/types';
import { resources } from '..';
import { ReasonDialog } from '../shared/ReasonDialog';
import { useNotifyError } from '../shared/useNotifyError';
import { statementPreview } from './statement';
import { DECISIONS_RESOURCE } from './types';

interface Step { strikes: number; action: 'mute' | 'ban'; days: number | null }
interface Summary { active: number; suggestion: Step | null }

const dk = (key: string) => `resources.${DECISIONS_RESOURCE}.${key}`;

/** The suggested step run as the user's own command, after the reviewer gives a reason. */
const ApplyStep = ({ userId, name, step }: { userId: number; name?: string; step: Step }) => {
  const translate = useTranslate();
  const lang = useLocale() === 'en-US' ? 'en-US' : 'zh-CN';
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const route = resources.find((r) => r.apiResource === 'users')?.name ?? 'user/users';
  const body = step.action === 'mute' ? { hours: (step.days ?? 1) * 24 } : step.days === null ? { permanent: true } : { days: step.days };
  const run = async (reason: string) => {
    setPending(true);
    try {
      await dataProvider.transition(route, step.action, { id: userId, reason, ...body });
      notify('mdr.transition.done', { type: 'success' });
      setAsking(false);
      await client.invalidateQueries({ queryKey: ['strikes', userId] });
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button size="small" variant="outlined" color="error" onClick={() => setAsking(true)}>{translate(dk('applySuggestion'))}</Button>
      {asking && (
        <ResourceContextProvider value={route}>
          <ReasonDialog title={`${translate(dk('applySuggestion'))}: ${name ?? `#${userId}`}`} action={step.action} loading={pending}
            preview={statementPreview('users', step.action, { nickname: name }, body, lang)} onConfirm={(r) => void run(r)} onClose={() => setAsking(false)} />
        </ResourceContextProvider>
      )}
    </>
  );
};

export const StrikeSummary = ({ userId, name }: { userId: number; name?: string }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const holds = useHolds();
  const lang = locale === 'en-US' ? 'en-US' : 'zh-CN';
  const enabled = holds('strikes.read');
  const { data } = useQuery({
    queryKey: ['strikes', userId],
    queryFn: async ({ signal }) => ({
      summary: await post<Summary>('/mdr/strikes/summary', { userId }, { signal }),
      strikes: (await post<{ list: StrikeRecord[] }>('/mdr/strikes/list', { filter: { userId, active: true }, pageSize: 20 }, { signal })).list,
    }),
    enabled,
    retry: false,
  });
  if (!enabled || !data) return null;
  const step = data.summary.suggestion;
  const stepText = step && (step.action === 'mute' ? translate(dk('step.mute'), { days: step.days })
    : step.days === null ? translate(dk('step.banForever')) : translate(dk('step.ban'), { days: step.days }));
  return (
    <Box data-testid="strike-summary" sx={{ my: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>{translate(dk('activeStrikes'), { n: data.summary.active })}</Typography>
        {data.strikes.map((s) => (
          <Chip key={s.id} size="small" variant="outlined" clickable component={RouterLink} to={`/${DECISIONS_RESOURCE}/${s.decisionId}/show`}
            label={`${translate(`resources.${DECISIONS_RESOURCE}.values.action.${s.action}`)} · ${reasonLabel(s.reasonCode, lang)} · ${new Date(s.createdAt).toLocaleDateString(locale)}`} />
        ))}
      </Stack>
      {step && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }} data-testid="strike-suggestion">
          <Typography variant="body2" color="error">{translate(dk('suggestion'), { step: stepText })}</Typography>
          {holds(`users.${step.action}`) && <ApplyStep userId={userId} name={name} step={step} />}
        </Stack>
      )}
    </Box>
  );
};
