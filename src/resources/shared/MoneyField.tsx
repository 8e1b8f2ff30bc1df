import { useFieldValue, useLocale, type FieldProps } from 'react-admin';
import { formatCents } from '../../../contract/money';

/** An integer-fen field shown as ¥1,234.50 (contract/money.ts); empty when absent. */
export function MoneyField(props: FieldProps) {
  const value = useFieldValue(props);
  const locale = useLocale();
  return <span>{typeof value === 'number' ? formatCents(value, locale) : ''}</span>;
}
