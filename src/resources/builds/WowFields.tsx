import { useRecordContext, useTranslate } from 'react-admin';
import { classKey, roleKey, specKey, type Build } from './types';

/** "Frost Mage" / "冰霜 法师": the spec and class in the reader's language. `source` names the column. */
export const ClassSpecField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<Build>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate(specKey(record.spec))} {translate(classKey(record.wowClass))}</span>;
};

export const RoleField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<Build>();
  const translate = useTranslate();
  return record ? <span>{translate(roleKey(record.role))}</span> : null;
};
