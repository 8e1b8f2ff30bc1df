import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocale, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { formatCents } from '../../../contract/money';
import type { ModeratorDataProvider } from '../../providers/types';
import { BarChart } from '../shared/Charts';
import type { Author } from './types';

interface MonthIncome { month: string; incomeCents: number; clawbackCents: number }

/** Income and refund clawbacks per month (the last 12), from the ledger. */
export const AuthorIncomeChart = () => {
  const record = useRecordContext<Author>();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const translate = useTranslate();
  const locale = useLocale();
  const { data } = useQuery({
    queryKey: ['authors/income_by_month', record?.id, record?.version],
    enabled: !!record,
    queryFn: () => dataProvider.transition(resource, 'income_by_month', { id: record!.id })
      .then((r) => (r.data as unknown as { list: MonthIncome[] }).list),
  });
  if (!data) return null;
  if (!data.length) return <Typography sx={{ color: 'text.secondary' }}>{translate(`resources.${resource}.income.empty`)}</Typography>;
  const income = translate(`resources.${resource}.income.income`);
  const clawback = translate(`resources.${resource}.income.clawback`);
  const rows = data.map((m) => ({ month: m.month, [income]: m.incomeCents / 100, [clawback]: m.clawbackCents / 100 }));
  return (
    <Box sx={{ height: 280 }} data-testid="author-income-chart">
      {/* nivo draws an svg of role img: named by what it shows */}
      <BarChart ariaLabel={`${income} / ${clawback}`} data={rows} keys={[income, clawback]} indexBy="month" groupMode="grouped"
        margin={{ top: 10, right: 130, bottom: 40, left: 80 }} colors={{ scheme: 'set2' }}
        valueFormat={(v: number) => formatCents(Math.round(v * 100), locale)} enableLabel={false}
        axisLeft={{ format: (v: number) => formatCents(Math.round(v * 100), locale) }}
        legends={[{ dataFrom: 'keys', anchor: 'right', direction: 'column', translateX: 120, itemWidth: 110, itemHeight: 20 }]} />
    </Box>
  );
};
