// A list's filter inputs for the filters the API derives from the same declaration
// (server/resources/declared.ts declaredFilters), labelled `resources.<route>.fields.<f>`
// (contractMessages lays the derived filter labels, `q` and `<f>From`/`<f>To`, there too).
import type { ReactElement } from 'react';
import { DateInput, NullableBooleanInput, NumberInput, SearchInput, TextInput } from 'react-admin';
import { dayRangeOf, type FieldDecl, type FieldSet } from '../../../../contract/fields';
import { ReferenceLookupInput } from '../ReferenceLookupInput';
import { valuesOf } from './EnumField';
import { EnumInput } from './inputs';
import { chosen, elementsOf, type Declared, type DeclaredOptions } from './select';

/** A field the API filters by: declared `filter`, read from a column. */
const filtered = (d: FieldDecl) => !!d.filter && !d.writeOnly && d.column !== false;

function filterOf(name: string, d: FieldDecl, apiResource: string, props: Record<string, unknown>): ReactElement | ReactElement[] {
  if (d.values) return <EnumInput source={name} values={valuesOf(d)} alwaysOn {...props} />;
  const range = dayRangeOf(name, d);
  if (range) return range.map((source) => <DateInput key={source} source={source} {...props} />);
  switch (d.kind) {
    case 'state': return <EnumInput source={name} values={d.states ?? []} state multiple alwaysOn sx={{ minWidth: 180 }} {...props} />;
    case 'boolean': return <NullableBooleanInput source={name} {...props} />;
    case 'text': return <TextInput source={name} {...props} />;
    // a written or `lookup` reference has the API's lookup (its `references`); another is filtered by id
    case 'reference': return d.write || d.lookup
      ? <ReferenceLookupInput source={name} apiResource={apiResource} {...props} /> : <NumberInput source={name} {...props} />;
    default: return <NumberInput source={name} {...props} />;
  }
}

/**
 * The filters of a contract's list: `q` (always shown) where fields are searched, then each filtered
 * field's input, an enum's and a state's always shown: `<List filters={declaredFilters(X)}>`.
 */
export function declaredFilters<F extends FieldSet>(contract: Declared<F>, options: DeclaredOptions<F> = {}): ReactElement[] {
  const q = Object.values(contract.fields).some((d) => d.search && d.column !== false)
    ? [<SearchInput key="q" source="q" alwaysOn />] : [];
  return [...q, ...elementsOf(chosen(contract.fields, options, filtered), options, (name, d, props) => filterOf(name, d, contract.resource, props))];
}
