// The totals row of a money list: the count and each sum of the current
// filter over every matching record, not the page (the API's data.totals,
// server/resources/totals.ts, carried in the list's meta by
// src/providers/dataProvider.ts). A sum the reader may not see is absent from
// the answer, so absent here. Wraps on a phone.
import { Box, Typography } from '@mui/material';
import { useContext } from 'react';
import { ListContext, useLocale, useResourceContext, useTranslate } from 'react-admin';
import { formatCents } from '../../../contract/money';

export interface ListTotalsProps {
  /** the resource whose field labels name the sums; default the list's */
  resource?: string;
  /** totals given outside a list context (the author's ledger) */
  totals?: Record<string, number>;
  /** a sum's label where the resource has no messages of its own (a list that is not a route) */
  labels?: Record<string, string>;
}

/** The label of a sum: the field's label on the resource, else a shared one (`netCents`), else its name. */
function useSumLabel(resource: string | undefined) {
  const translate = useTranslate();
  return (field: string) => translate(`resources.${resource}.fields.${field}`, { _: translate(`mdr.totals.${field}`, { _: field }) });
}

export const ListTotals = (props: ListTotalsProps) => {
  // outside a list too (the author's ledger hands its totals in)
  const meta = useContext(ListContext)?.meta;
  const listResource = useResourceContext();
  const resource = props.resource ?? listResource;
  const translate = useTranslate();
  const locale = useLocale();
  const fieldLabel = useSumLabel(resource);
  const label = (field: string) => props.labels?.[field] ?? fieldLabel(field);
  const totals = props.totals ?? (meta?.totals as Record<string, number> | undefined);
  if (!totals) return null;
  const sums = Object.entries(totals).filter(([field]) => field !== 'count');
  return (
    <Box data-testid="list-totals" role="status" aria-label={translate('mdr.totals.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, rowGap: 0.5, px: 2, py: 1 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>{translate('mdr.totals.label')}</Typography>
      <Typography variant="body2" data-total="count">{translate('mdr.totals.count', { count: totals.count.toLocaleString(locale) })}</Typography>
      {sums.map(([field, cents]) => (
        <Typography key={field} variant="body2" data-total={field} sx={{ whiteSpace: 'nowrap' }}>
          {label(field)} <strong>{formatCents(cents, locale)}</strong>
        </Typography>
      ))}
    </Box>
  );
};
