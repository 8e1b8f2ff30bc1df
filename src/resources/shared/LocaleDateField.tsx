import { DateField, useLocale, type DateFieldProps } from 'react-admin';

/** A date in the panel's language (react-admin's DateField follows the browser's otherwise). */
export const LocaleDateField = (props: DateFieldProps) => <DateField locales={useLocale()} {...props} />;
