// A case as its decision needs it (the desk's pane and the case's page): the
// figures, every report with its reporter's accuracy, then the reported
// content as its readers saw it (a guide may be long: the reports come first). The author's record stands above it in the desk's
// pane (server/queue/author.ts), as for every queued type.
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetOne, useLocale, useTranslate, type RaRecord } from 'react-admin';
import { REPORT_REASON_LABELS, REPORTS, type ReportReason } from '../../../contract/reports';
import { formatTime } from '../../i18n/time';
import { ArticleContent } from '../articles/ArticleContent';
import { GearView } from '../builds/GearView';
import { resources } from '..';
import { REPORTS_RESOURCE, type ReportCaseRecord, type ReportEntry } from './types';

const rk = (key: string) => `resources.${REPORTS_RESOURCE}.${key}`;
const useLang = () => (useLocale() === 'en-US' ? 1 : 0);

/** Score, reporters, reports, the reasons with their counts, and whether the target was hidden automatically. */
const Figures = ({ c }: { c: ReportCaseRecord }) => {
  const translate = useTranslate();
  const at = useLang();
  const reasons = Object.entries(c.reasons ?? {}).sort(([, a], [, b]) => b - a);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }} data-testid="case-figures">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>{translate(rk('figures'), { score: c.score, reporters: c.reporters, reports: c.reportCount })}</Typography>
      {reasons.map(([r, n]) => <Chip key={r} size="small" variant="outlined" label={`${REPORT_REASON_LABELS[r as ReportReason]?.[at] ?? r} × ${n}`} />)}
      {c.autoHidden && <Chip size="small" color="warning" label={translate(rk('autoHidden'))} />}
    </Stack>
  );
};

/** What a target is known by: a case's, a decision's. */
export type TargetRef = Pick<ReportCaseRecord, 'targetType' | 'targetId' | 'targetTitle'> & { targetAuthor?: string | null };

/** The target's own record, as the platform's readers see it; its title alone when the reader may not open it (an appeal's pane shows it too). */
export const Target = ({ c }: { c: TargetRef }) => {
  const translate = useTranslate();
  const at = useLang();
  const route = resources.find((r) => r.apiResource === c.targetType)?.name;
  const { data: t } = useGetOne(route ?? '', { id: c.targetId }, { enabled: !!route, retry: false });
  const html = (c.targetType === 'articles' ? t?.content : c.targetType === 'builds' ? t?.description : undefined) as string | undefined;
  const kind = REPORTS.labels[at ? 'en-US' : 'zh-CN'].values?.targetType?.[c.targetType] ?? c.targetType;
  return (
    <Box component="section" aria-label={translate(rk('target'))} data-testid="case-target">
      <Typography variant="subtitle2">
        {kind} · {route ? <Link component={RouterLink} to={`/${route}/${c.targetId}/show`}>{c.targetTitle ?? `#${c.targetId}`}</Link> : c.targetTitle}
        {c.targetAuthor && c.targetType !== 'users' && <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}> · {c.targetAuthor}</Typography>}
      </Typography>
      {c.targetType === 'builds' && t?.gear && <Box sx={{ my: 1 }}><GearView gear={t.gear} gameVersionId={t.gameVersionId} /></Box>}
      {html ? <ArticleContent html={html} /> : <TargetLine t={t} />}
    </Box>
  );
};

/** A room, a user or an author: the summary or bio they published, when they have one. */
const TargetLine = ({ t }: { t?: RaRecord }) => {
  const text = (t?.summary ?? t?.bio ?? '') as string;
  return text ? <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{text}</Typography> : null;
};

/** Each report, oldest first: reason, what the player wrote, who and how often they were right. */
const Entries = ({ reports }: { reports: ReportEntry[] }) => {
  const translate = useTranslate();
  const at = useLang();
  return (
    <Box component="section" aria-label={translate(rk('reportsTitle'), { n: reports.length })}>
      <Typography variant="subtitle2">{translate(rk('reportsTitle'), { n: reports.length })}</Typography>
      <Stack component="ol" spacing={1} sx={{ pl: 0, listStyle: 'none', m: 0 }} data-testid="case-reports">
        {reports.map((r) => (
          <Box component="li" key={r.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1 }}>
            <Typography variant="body2">
              <b>{REPORT_REASON_LABELS[r.reason as ReportReason]?.[at] ?? r.reason}</b>
              {r.text ? ` · ${r.text}` : <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}> · {translate(rk('noText'))}</Typography>}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {translate(rk('reporter'), { id: r.reporterId })} · {r.reporterAccuracy === null ? translate(rk('newReporter'))
                : translate(rk('accuracy'), { pct: Math.round(r.reporterAccuracy * 100) })} · {formatTime(r.createdAt)}
              {r.merged > 0 && ` · ${translate(rk('merged'), { n: r.merged })}`}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
};

export const ReportPane = ({ record }: { record: RaRecord }) => {
  const c = record as unknown as ReportCaseRecord;
  return (
    <Stack spacing={2} data-testid="report-case">
      <Figures c={c} />
      <Entries reports={c.reports ?? []} />
      <Target c={c} />
    </Stack>
  );
};
