import { Box, Card, CardContent, Typography } from '@mui/material';
import { CreateButton, DataTable, FilterButton, TopToolbar, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { List } from '../shared/List';
import { LINK_FIGURES, PROMOTION_LINKS } from '../../../contract/promotion_links';
import { useSeesMoney } from '../../access/useCanDo';
import { HiddenFigure } from '../shared/HiddenFigure';
import { formatCents } from '../../../contract/money';
import { CsvExportButton } from '../shared/CsvExportButton';
import { declaredColumns, declaredFilters, EnumField } from '../shared/declared';
import { ListPagination } from '../shared/ListPagination';
import { ResponsiveList } from '../shared/ResponsiveList';
import { RangeInputs, useRange } from './range';
import { LINK_RESOURCE, type LinkStats, type PromotionLinkRecord, LINK_LIST_QUERY } from './types';
import { rate, useLinkStats } from './useStats';

const T = `resources.${LINK_RESOURCE}`;
const Col = DataTable.Col<PromotionLinkRecord>;
/** `q` (name, code), the channel, paused: as the API filters (contract/promotion_links.ts). */
const filters = declaredFilters(PROMOTION_LINKS);
const columns = declaredColumns(PROMOTION_LINKS, { only: ['name', 'channel', 'code', 'paused'] });

const Actions = () => (
  <TopToolbar sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
    <RangeInputs />
    <FilterButton />
    <CreateButton />
    <CsvExportButton />
  </TopToolbar>
);

type Figure = (typeof LINK_FIGURES)[number] | 'signupRate' | 'orderRate';

/** A figure of the row's link over the chosen range. */
const RangeFigure = ({ figure }: { figure: Figure }) => {
  const record = useRecordContext<PromotionLinkRecord>();
  const [range] = useRange();
  const locale = useLocale();
  const { data } = useLinkStats(range);
  if (!record || !data) return null;
  // a link without traffic in the range has no row: its figures are 0
  const f: Partial<LinkStats['links'][number]> = data.links.find((l) => l.id === record.id) ?? {};
  if (figure === 'signupRate') return <>{rate(f.signups ?? 0, f.visitors ?? 0)}</>;
  if (figure === 'orderRate') return <>{rate(f.orders ?? 0, f.visitors ?? 0)}</>;
  // a figure the totals lack was left out by the API (the income, without promotion_links.read_money)
  if (!(figure in data.totals)) return <HiddenFigure />;
  const value = f[figure] ?? 0;
  return <span data-testid={`link-${figure}`}>{figure === 'incomeCents' ? formatCents(value, locale) : value.toLocaleString(locale)}</span>;
};

/** The range's totals over every link, and the conversion rates. */
const Totals = () => {
  const [range] = useRange();
  const { data } = useLinkStats(range);
  const translate = useTranslate();
  const locale = useLocale();
  if (!data) return null;
  const t = data.totals;
  // the income is answered only to readers holding promotion_links.read_money
  const shown = LINK_FIGURES.flatMap((f) => { const v = t[f]; return v === undefined ? [] : [[f, v] as const]; });
  const cells: [string, string][] = [
    ...shown.map(([f, v]) => [translate(`${T}.fields.${f}`), f === 'incomeCents' ? formatCents(v, locale) : v.toLocaleString(locale)] as [string, string]),
    [translate(`${T}.signup_rate`), rate(t.signups, t.visitors)],
    [translate(`${T}.order_rate`), rate(t.orders, t.visitors)],
  ];
  return (
    <Card variant="outlined" sx={{ my: 1 }} data-testid="links-totals">
      <CardContent>
        <Typography variant="subtitle2" component="h2" gutterBottom>{translate(`${T}.totals`, { from: range.dayFrom, to: range.dayTo })}</Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', lg: 'repeat(7, 1fr)' }, gap: 1 }}>
          {cells.map(([label, value]) => (
            <Box key={label}>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>{label}</Typography>
              <Typography variant="h6" sx={{ fontWeight: 600 }}>{value}</Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
};

/** A phone's line of figures: clicks, visitors and orders over the range. */
const PhoneFigures = () => {
  const translate = useTranslate();
  return (
    <>
      {(['clicks', 'visitors', 'orders'] as const).map((f, i) => (
        <span key={f}>{i > 0 && ' · '}{translate(`${T}.fields.${f}`)} <RangeFigure figure={f} /></span>
      ))}
    </>
  );
};

/** The links with their figures over the chosen range, totals and conversion rates above. */
export const LinkList = () => {
  const translate = useTranslate();
  const money = useSeesMoney(PROMOTION_LINKS.resource);
  const figures = LINK_FIGURES.filter((f) => money || !(PROMOTION_LINKS.money as readonly string[]).includes(f));
  return (
    <List filters={filters} sort={LINK_LIST_QUERY.sort} perPage={LINK_LIST_QUERY.perPage} actions={<Actions />}
      pagination={<ListPagination rowsPerPageOptions={[20, 50, 100]} />}>
      <Totals />
      <ResponsiveList<PromotionLinkRecord> rowClick="show" primaryText={(l) => `${l.name} · ${l.code}`}
        secondaryText={() => <EnumField source="channel" />}
        tertiaryText={() => <PhoneFigures />}>
        <DataTable rowClick="show" bulkActionButtons={false} sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          {columns}
          {figures.map((f) => (
            <Col key={f} source={f} align="right" disableSort><RangeFigure figure={f} /></Col>
          ))}
          <Col label={translate(`${T}.signup_rate`)} align="right" disableSort><RangeFigure figure="signupRate" /></Col>
          <Col label={translate(`${T}.order_rate`)} align="right" disableSort><RangeFigure figure="orderRate" /></Col>
        </DataTable>
      </ResponsiveList>
    </List>
  );
};
