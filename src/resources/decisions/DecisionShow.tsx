// A decision's page: the statement of reasons as the player received it, the
// record (reason, rule, facts, who, until when it may be appealed), the
// target linked to its page, its appeal if any, and the player's strikes.
import { Box, Divider, Link, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { Show, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { DECISIONS, reasonLabel, ruleLabel, type Rule } from '../../../contract/decisions';
import type { AppealRecord } from '../../../contract/records/decisions';
import { post } from '../../http/api';
import { resources } from '..';
import { LabeledText } from '../shared/LabeledText';
import { DeclaredShow } from '../shared/declared';
import { StrikeSummary } from './StrikeSummary';
import { decisionStatusStyles, DECISIONS_RESOURCE, type DecisionRecord } from './types';

const dk = (key: string) => `resources.${DECISIONS_RESOURCE}.${key}`;

/** The decision's appeal, linked, or that there is none. */
const Appeal = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: ['decision-appeal', id],
    queryFn: ({ signal }) => post<{ list: AppealRecord[] }>('/mdr/appeals/list', { filter: { decisionId: id }, pageSize: 1 }, { signal }),
    retry: false,
  });
  const appeal = data?.list[0];
  if (!data) return null;
  return (
    <Typography variant="body2" data-testid="decision-appeal">
      {translate(dk('appeal'))}：{appeal
        ? <Link component={RouterLink} to={`/review/appeals/${appeal.id}/show`}>#{appeal.id} · {translate(`resources.review/appeals.states.${appeal.status}`)}</Link>
        : translate(dk('noAppeal'))}
    </Typography>
  );
};

const Body = () => {
  const d = useRecordContext<DecisionRecord>();
  const locale = useLocale();
  const translate = useTranslate();
  if (!d) return null;
  const lang = locale === 'en-US' ? 'en-US' : 'zh-CN';
  const route = resources.find((r) => r.apiResource === d.targetType)?.name;
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }} data-testid="decision-statement">
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>{translate(dk('statement'))}</Typography>
        <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap' }}>{d.statement}</Typography>
      </Paper>
      <DeclaredShow contract={DECISIONS} looks={decisionStatusStyles}
        except={['statement', 'version', 'createdAt', 'updatedAt', 'userId', 'decidedBy']}
        override={{
          targetTitle: route ? <Link component={RouterLink} to={`/${route}/${d.targetId}/show`}>{d.targetTitle ?? `#${d.targetId}`}</Link> : null,
          reasonCode: <LabeledText>{reasonLabel(d.reasonCode, lang)} ({d.reasonCode})</LabeledText>,
          rule: <LabeledText>{ruleLabel(d.rule as Rule, lang)}</LabeledText>,
          automated: <LabeledText>{translate(dk(d.automated ? 'automated' : 'byPerson'))}</LabeledText>,
          decidedByName: <LabeledText>{d.decidedByName ?? translate(dk('automated'))}</LabeledText>,
        }} />
      <Appeal id={Number(d.id)} />
      {d.userId && <><Divider /><StrikeSummary userId={d.userId} /></>}
    </Box>
  );
};

export const DecisionShow = () => <Show><Body /></Show>;
