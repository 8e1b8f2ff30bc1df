import { DateField, useLocale, type DateFieldProps } from 'react-admin';
import { beijingTimeOptions } from '../../i18n/time';

/**
 * A date or time in the panel's language and in Beijing time, the zone the
 * platform's days are counted in (src/i18n/time.ts); react-admin's DateField
 * follows the browser's language and zone otherwise.
 */
export const LocaleDateField = (props: DateFieldProps) =>
  <DateField locales={useLocale()} options={beijingTimeOptions(!!props.showTime)} {...props} />;
