import { Box, Card, CardContent, Typography } from '@mui/material';
import {
  BooleanField, BooleanInput, CreateButton, DataTable, FilterButton, SearchInput, SelectInput, TopToolbar, useLocale, useRecordContext, useTranslate,
} from 'react-admin';
import { List } from '../shared/List';
import { LINK_CHANNELS, LINK_FIGURES } from '../../../contract/promotion_links';
import { formatCents } from '../../../contract/money';
import { CsvExportButton } from '../shared/CsvExportButton';
import { ListPagination } from '../shared/ListPagination';
import { ResponsiveList } from '../shared/ResponsiveList';
import { RangeInputs, useRange } from './range';
import { LINK_RESOURCE, type PromotionLinkRecord } from './types';
import { rate, useLinkStats } from './useStats';

const T = `resources.${LINK_RESOURCE}`;
const Col = DataTable.Col<PromotionLinkRecord>;
const channelChoices = LINK_CHANNELS.map((c) => ({ id: c, name: `${T}.channels.${c}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="channel" source="channel" choices={channelChoices} alwaysOn />,
  <BooleanInput key="paused" source="paused" />,
];

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
  const f = data.links.find((l) => l.id === record.id) ?? { clicks: 0, visitors: 0, signups: 0, orders: 0, incomeCents: 0 };
  if (figure === 'signupRate') return <>{rate(f.signups, f.visitors)}</>;
  if (figure === 'orderRate') return <>{rate(f.orders, f.visitors)}</>;
  return <span data-testid={`link-${figure}`}>{figure === 'incomeCents' ? formatCents(f[figure], locale) : f[figure].toLocaleString(locale)}</span>;
};

/** The range's totals over every link, and the conversion rates. */
const Totals = () => {
  const [range] = useRange();
  const { data } = useLinkStats(range);
  const translate = useTranslate();
  const locale = useLocale();
  if (!data) return null;
  const t = data.totals;
  const cells: [string, string][] = [
    ...LINK_FIGURES.map((f) => [translate(`${T}.fields.${f}`), f === 'incomeCents' ? formatCents(t[f], locale) : t[f].toLocaleString(locale)] as [string, string]),
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
              <Typography variant="caption" color="text.secondary">{label}</Typography>
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

const ChannelField = () => {
  const record = useRecordContext<PromotionLinkRecord>();
  const translate = useTranslate();
  return record ? <>{translate(`${T}.channels.${record.channel}`)}</> : null;
};

/** The links with their figures over the chosen range, totals and conversion rates above. */
export const LinkList = () => {
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={20} actions={<Actions />}
      pagination={<ListPagination rowsPerPageOptions={[20, 50, 100]} />}>
      <Totals />
      <ResponsiveList<PromotionLinkRecord> rowClick="show" primaryText={(l) => `${l.name} · ${l.code}`}
        secondaryText={() => <ChannelField />}
        tertiaryText={() => <PhoneFigures />}>
        <DataTable rowClick="show" bulkActionButtons={false} sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <Col source="name" />
          <Col source="channel"><ChannelField /></Col>
          <Col source="code" disableSort />
          <Col source="paused" disableSort><BooleanField source="paused" /></Col>
          {LINK_FIGURES.map((f) => (
            <Col key={f} source={f} align="right" disableSort><RangeFigure figure={f} /></Col>
          ))}
          <Col label={translate(`${T}.signup_rate`)} align="right" disableSort><RangeFigure figure="signupRate" /></Col>
          <Col label={translate(`${T}.order_rate`)} align="right" disableSort><RangeFigure figure="orderRate" /></Col>
        </DataTable>
      </ResponsiveList>
    </List>
  );
};
