// A time or a day as every screen shows it (src/i18n/time.ts): `2026-11-15 19:13:52` in Beijing
// time, on one line. The zone is named once, in the column header or the label (ZonedLabel).
import type { ReactElement } from 'react';
import { Typography } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate, useTranslateLabel } from 'react-admin';
import { formatDay, formatTime, ZONE } from '../../i18n/time';

export interface LocaleDateFieldProps {
  source: string;
  /** the time of day as well as the day */
  showTime?: boolean;
  emptyText?: string;
  /** read by Labeled and DataTable.Col, as react-admin's own fields' */
  label?: string | ReactElement | false;
}

/**
 * The value of `source` in the record: a time (`showTime`) or its Beijing day. Formatted by
 * string arithmetic, no Intl.DateTimeFormat: one or two dates a row were a large part of a
 * list row's render.
 */
export const LocaleDateField = ({ source, showTime, emptyText }: LocaleDateFieldProps) => {
  const record = useRecordContext<Record<string, unknown>>();
  const translate = useTranslate();
  const value = record?.[source] as string | null | undefined;
  const text = showTime ? formatTime(value) : formatDay(value);
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {text || (emptyText ? translate(emptyText, { _: emptyText }) : '')}
    </Typography>
  );
};

/** A time column's or field's label: its declared label and the zone, once (`最近登录（UTC+8）`). */
export const ZonedLabel = ({ source, label }: { source: string; label?: string }) => {
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const translate = useTranslate();
  return <>{translate('time.zoned', { label: translateLabel({ source, resource, label }), zone: ZONE, _: '%{label} (%{zone})' })}</>;
};
