import { useRecordContext } from 'react-admin';
import { useValueLabel } from '../shared/declared';
import type { Build } from './types';

/** "Frost Mage" / "冰霜 法师": the spec and class in the reader's language (the contract's value labels). */
export const ClassSpecField = () => {
  const record = useRecordContext<Build>();
  const spec = useValueLabel('spec');
  const wowClass = useValueLabel('wowClass');
  return record ? <span>{spec(record.spec)} {wowClass(record.wowClass)}</span> : null;
};
