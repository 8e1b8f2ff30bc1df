// A declared field's value as a list cell or a show page shows it: the kind picks the field.
import { BooleanField, NumberField, TextField, useFieldValue, useLocale } from 'react-admin';
import type { FieldDecl } from '../../../../contract/fields';
import { formatCents } from '../../../../contract/money';
import { HiddenFigure } from '../HiddenFigure';
import { LocaleDateField } from '../LocaleDateField';
import { RevealField } from '../RevealField';
import { StatusChip, type ChipStyle } from '../StatusChip';
import { EnumField } from './EnumField';

export interface DeclaredFieldProps {
  source: string;
  field: FieldDecl;
  /** a state's chip looks (StatusChip); without them the state reads as its label */
  looks?: Record<string, ChipStyle>;
}

/** A money figure in yuan; a dash saying why where the API left it out for this reader (docs/access.md "Money figures"). */
const Money = ({ source }: { source: string }) => {
  const value = useFieldValue({ source });
  const locale = useLocale();
  if (value === undefined) return <HiddenFigure />;
  return <span>{typeof value === 'number' ? formatCents(value, locale) : ''}</span>;
};

/** One declared field of the current record. */
export const DeclaredField = ({ source, field: d, looks }: DeclaredFieldProps) => {
  if (d.sensitive) return <RevealField source={source} />;
  if (d.values) return <EnumField source={source} />;
  switch (d.kind) {
    case 'state': return looks ? <StatusChip source={source} styles={looks} /> : <EnumField source={source} state />;
    case 'boolean': return <BooleanField source={source} />;
    case 'dateTime': return <LocaleDateField source={source} showTime />;
    case 'date': return <LocaleDateField source={source} />;
    case 'integer': case 'decimal': case 'id': return <NumberField source={source} />;
    case 'money': return <Money source={source} />;
    case 'longText': return <TextField source={source} sx={{ whiteSpace: 'pre-wrap' }} />;
    default: return <TextField source={source} />;
  }
};
