// The report's blocks, each its figures beside its chart: reports by reason,
// decisions by action, reason code and rule, time to decision (figures: all,
// staff, automated), appeals (figures and the overturn rate, per reason), and
// the days of the period. Names from the contract (contract/transparency.ts).
import { Box, Grid, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { figureLabel, sectionLabel, valueLabel, type TransparencyFigure } from '../../../contract/transparency';
import type { ContractLang } from '../../../contract/types';
import { shortDay, useChartLegend, useChartTheme } from '../../dashboard/chartTheme';
import { LineChart } from '../shared/Charts';
import { APPEALS_RESOURCE } from '../appeals/types';
import { DECISIONS_RESOURCE } from '../decisions/types';
import { CountsChart, Figure, FigureRow, Section, useLang, useListLink, type Bar } from './Figures';
import { T, type TransparencyReport } from './types';

type Dimension = Parameters<typeof valueLabel>[0];

/** A reason code's words, with its target's where two targets' presets read alike ("Spam (build)"). */
function reasonWords(codes: string[], lang: ContractLang): Map<string, string> {
  const words = new Map(codes.map((c) => [c, valueLabel('reasonCode', c, lang)]));
  const seen = [...words.values()];
  for (const [code, label] of words) {
    const target = code.split('.')[0];
    if (seen.filter((l) => l === label).length > 1 && code.includes('.') && target !== 'reports') {
      words.set(code, `${label}（${valueLabel('targetType', target, lang)}）`);
    }
  }
  return words;
}

/** One bar per value of a dimension, largest first (`all`: zeros kept, the fixed lists' every value shown). */
function useBars(counts: Record<string, number>, dimension: Dimension, key: string, all = false): Bar[] {
  const lang = useLang();
  const shown = Object.entries(counts).filter(([, n]) => all || n > 0).sort((a, b) => b[1] - a[1]);
  const reasons = dimension === 'reasonCode' ? reasonWords(shown.map(([c]) => c), lang) : null;
  return shown.map(([code, n]) => ({ code, label: reasons?.get(code) ?? valueLabel(dimension, code, lang), values: { [key]: n } }));
}

const useWords = () => {
  const lang = useLang();
  const locale = useLocale();
  return { f: (x: TransparencyFigure) => figureLabel(x, lang), n: (v: number) => v.toLocaleString(locale) };
};

export const ReportsBlock = ({ r }: { r: TransparencyReport }) => {
  const lang = useLang();
  const { f, n } = useWords();
  const bars = useBars(r.reports.byReason, 'reportReason', f('received'), true);
  return (
    <Section title={sectionLabel('reports', lang)} testId="transparency-reports">
      <FigureRow>
        <Figure label={f('received')} value={n(r.reports.received)} testId="figure-reports-received" />
        <Figure label={f('merged')} value={n(r.reports.merged)} />
      </FigureRow>
      <Typography variant="body2">{f('byReason')}</Typography>
      <CountsChart bars={bars} keys={[f('received')]} title={`${sectionLabel('reports', lang)} · ${f('byReason')}`} testId="chart-reports-reason" />
    </Section>
  );
};

export const DecisionsBlock = ({ r }: { r: TransparencyReport }) => {
  const lang = useLang();
  const { f, n } = useWords();
  const name = sectionLabel('decisions', lang);
  const byAction = useBars(r.decisions.byAction, 'action', f('total'), true);
  const byReason = useBars(r.decisions.byReason, 'reasonCode', f('total'));
  const byRule = useBars(r.decisions.byRule, 'rule', f('total'));
  const link = useListLink();
  const decided = { decidedFrom: r.from, decidedTo: r.to };
  return (
    <Section title={name} testId="transparency-decisions">
      <FigureRow>
        <Figure label={f('total')} value={n(r.decisions.total)} testId="figure-decisions-total" href={link(DECISIONS_RESOURCE, decided)} />
        <Figure label={f('human')} value={n(r.decisions.human)} href={link(DECISIONS_RESOURCE, { ...decided, automated: false })} />
        <Figure label={f('automated')} value={n(r.decisions.automated)} href={link(DECISIONS_RESOURCE, { ...decided, automated: true })} />
        <Figure label={valueLabel('status', 'overturned', lang)} value={n(r.decisions.byStatus.overturned ?? 0)}
          href={link(DECISIONS_RESOURCE, { ...decided, status: ['overturned'] })} />
      </FigureRow>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="body2">{f('byAction')}</Typography>
          <CountsChart bars={byAction} keys={[f('total')]} title={`${name} · ${f('byAction')}`} testId="chart-decisions-action" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="body2">{f('byRule')}</Typography>
          <CountsChart bars={byRule} keys={[f('total')]} title={`${name} · ${f('byRule')}`} testId="chart-decisions-rule" />
        </Grid>
        <Grid size={12}>
          <Typography variant="body2">{f('byReason')}</Typography>
          <CountsChart bars={byReason} keys={[f('total')]} title={`${name} · ${f('byReason')}`} testId="chart-decisions-reason" />
        </Grid>
      </Grid>
    </Section>
  );
};

export const TimeBlock = ({ r }: { r: TransparencyReport }) => {
  const lang = useLang();
  const translate = useTranslate();
  const { f, n } = useWords();
  const time = r.timeToDecision;
  // the figure's name says minutes already
  const minutes = (v: number | null) => (v === null ? translate(`${T}.none`) : n(v));
  const rows = [['', time], [f('human'), time.human], [f('automated'), time.automated]] as const;
  return (
    <Section title={sectionLabel('timeToDecision', lang)} hint={translate(`${T}.time_hint`)} testId="transparency-time">
      {rows.map(([who, d]) => (
        <Box key={who} sx={{ mb: 1 }}>
          {who && <Typography variant="body2" sx={{ color: 'text.secondary' }}>{who}</Typography>}
          <FigureRow>
            <Figure label={f('medianMinutes')} value={minutes(d.medianMinutes)} testId={who ? undefined : 'figure-median'} />
            <Figure label={f('p90Minutes')} value={minutes(d.p90Minutes)} testId={who ? undefined : 'figure-p90'} />
            <Figure label={f('measured')} value={n(d.measured)} />
          </FigureRow>
        </Box>
      ))}
    </Section>
  );
};

export const AppealsBlock = ({ r }: { r: TransparencyReport }) => {
  const lang = useLang();
  const translate = useTranslate();
  const { f, n } = useWords();
  const a = r.appeals;
  const link = useListLink();
  const decided = { decidedFrom: r.from, decidedTo: r.to };
  const rate = a.overturnRate === null ? translate(`${T}.none`) : `${(a.overturnRate * 100).toFixed(1)}%`;
  const reasons = reasonWords(Object.keys(a.byReason), lang);
  const bars: Bar[] = Object.entries(a.byReason).sort((x, y) => y[1].received - x[1].received)
    .map(([code, v]) => ({ code, label: reasons.get(code) ?? code, values: { [f('received')]: v.received, [f('overturned')]: v.overturned } }));
  return (
    <Section title={sectionLabel('appeals', lang)} hint={translate(`${T}.appeals_hint`)} testId="transparency-appeals">
      <FigureRow>
        <Figure label={f('received')} value={n(a.received)} testId="figure-appeals-received"
          href={link(APPEALS_RESOURCE, { createdFrom: r.from, createdTo: r.to })} />
        <Figure label={f('decided')} value={n(a.decided)} href={link(APPEALS_RESOURCE, { ...decided, status: ['upheld', 'overturned'] })} />
        <Figure label={f('upheld')} value={n(a.upheld)} href={link(APPEALS_RESOURCE, { ...decided, status: ['upheld'] })} />
        <Figure label={f('overturned')} value={n(a.overturned)} href={link(APPEALS_RESOURCE, { ...decided, status: ['overturned'] })} />
        <Figure label={f('overturnRate')} value={rate} testId="figure-overturn-rate" />
      </FigureRow>
      {bars.length > 0 && (
        <>
          <Typography variant="body2">{translate(`${T}.appeal_reasons`)}</Typography>
          <CountsChart bars={bars} keys={[f('received'), f('overturned')]} title={translate(`${T}.appeal_reasons`)} testId="chart-appeals-reason" />
        </>
      )}
    </Section>
  );
};

export const DaysBlock = ({ r }: { r: TransparencyReport }) => {
  const translate = useTranslate();
  const chart = useChartTheme();
  const legend = useChartLegend(40);
  const { f } = useWords();
  const every = Math.max(1, Math.ceil(r.series.length / 7));
  const figures = ['reports', 'decisions', 'appeals'] as const;
  const data = figures.map((k) => ({ id: f(k), data: r.series.map((d) => ({ x: shortDay(d.day), y: d[k] })) }));
  return (
    <Section title={translate(`${T}.per_day`)} testId="transparency-days">
      <Box sx={{ height: 260, minWidth: 0 }} role="img" aria-label={translate(`${T}.per_day`)}>
        <LineChart role="presentation" data={data} theme={chart.theme} colors={chart.colors} {...legend}
          axisBottom={{ tickValues: r.series.filter((_, i) => i % every === 0).map((d) => shortDay(d.day)) }}
          axisLeft={{ tickValues: 4 }} enablePoints={false} curve="linear" useMesh />
      </Box>
    </Section>
  );
};
