import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { AUTHOR_RESOURCE } from './types';

/** alipay / wechat / bank in the panel's language (the contract's value labels, contract/authors.ts). */
export function PayoutMethodField(props: FieldProps) {
  const value = useFieldValue(props) as string | undefined;
  const translate = useTranslate();
  return <span>{value ? translate(`resources.${AUTHOR_RESOURCE}.values.payoutMethod.${value}`, { _: value }) : ''}</span>;
}
