import { DateField, useLocale, type DateFieldProps } from 'react-admin';
import { beijingTimeOptions } from '../../i18n/time';

// Date#toLocaleString with a locale or options builds a new Intl.DateTimeFormat on every call, a
// large part of a list row's render (one or two dates a row); the formats are kept here instead.
const formats = new Map<string, Intl.DateTimeFormat>();
const DAY = { year: 'numeric', month: 'numeric', day: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: 'numeric', second: 'numeric' } as const;
const COMPONENTS = ['weekday', 'era', 'year', 'month', 'day', 'hour', 'minute', 'second', 'dateStyle', 'timeStyle', 'fractionalSecondDigits'];

/** The format toLocaleString (`all`) or toLocaleDateString (`date`) would use: the same defaults when no part is named. */
function formatOf(locales: Intl.LocalesArgument, options: Intl.DateTimeFormatOptions = {}, parts: 'all' | 'date') {
  const key = `${JSON.stringify(locales)} ${parts} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    const named = COMPONENTS.some((c) => c in options);
    format = new Intl.DateTimeFormat(locales, named ? options : { ...DAY, ...(parts === 'all' ? TIME : {}), ...options });
    formats.set(key, format);
  }
  return format;
}

/** What DateField formats: a Date whose locale strings come from the kept formats. */
class KeptFormatDate extends Date {
  override toLocaleString(locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
    return formatOf(locales, options, 'all').format(this);
  }
  override toLocaleDateString(locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
    return formatOf(locales, options, 'date').format(this);
  }
}

// as DateField's own transform: anything else is no date (shown empty)
const toDate = (value: unknown) =>
  (value instanceof Date || typeof value === 'string' || typeof value === 'number' ? new KeptFormatDate(value) : undefined) as Date;

/**
 * A date or time in the panel's language and in Beijing time, the zone the
 * platform's days are counted in (src/i18n/time.ts); react-admin's DateField
 * follows the browser's language and zone otherwise.
 */
export const LocaleDateField = (props: DateFieldProps) =>
  <DateField locales={useLocale()} options={beijingTimeOptions(!!props.showTime)} transform={toDate} {...props} />;
