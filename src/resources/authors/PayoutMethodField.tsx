import { useFieldValue, useLocale, type FieldProps } from 'react-admin';
import { PAYOUT_METHOD_LABELS, type PayoutMethod } from '../../../contract/authors';

/** alipay / wechat / bank in the panel's language (the contract's names). */
export function PayoutMethodField(props: FieldProps) {
  const value = useFieldValue(props) as PayoutMethod | undefined;
  const locale = useLocale() === 'en-US' ? 'en-US' : 'zh-CN';
  return <span>{value ? PAYOUT_METHOD_LABELS[locale][value] ?? value : ''}</span>;
}
