// A list's columns derived from the fields' declaration: each a <DataTable.Col> labelled
// `resources.<route>.fields.<f>`, sortable where the API sorts (`sort`, the id), its cell by kind.
import type { ReactElement } from 'react';
import { DataTable, type DataTableColumnProps } from 'react-admin';
import type { FieldDecl, FieldSet } from '../../../../contract/fields';
import { useSeesMoney } from '../../../access/useCanDo';
import type { ChipStyle } from '../StatusChip';
import { ZonedLabel } from '../LocaleDateField';
import { DeclaredField } from './DeclaredField';
import { chosen, elementsOf, type Declared, type DeclaredOptions } from './select';

export interface ColumnOptions<F extends FieldSet> extends DeclaredOptions<F> {
  /** a state's chip looks (StatusChip) */
  looks?: Record<string, ChipStyle>;
}

/** A money column, for readers holding `<resource>.read_money` only: the API answers the figure to no one else. */
const MoneyCol = ({ apiResource, ...props }: DataTableColumnProps & { apiResource: string }) =>
  (useSeesMoney(apiResource) ? <DataTable.Col {...props} /> : null);

const RIGHT = new Set(['integer', 'decimal', 'money', 'id']);
/** Listed by default: a list item's fields (not `recordOnly`, not JSON) the CSV keeps (not `export: false`: the version). */
const listable = (d: FieldDecl) => !d.recordOnly && !d.writeOnly && d.kind !== 'json';

/** The columns of a contract's list: `<DataTable>{declaredColumns(X, { only: ['name', 'channel'] })}</DataTable>`. */
export function declaredColumns<F extends FieldSet>(contract: Declared<F>, options: ColumnOptions<F> = {}): ReactElement[] {
  const fields = chosen(contract.fields, options, listable, (d) => d.export !== false);
  return elementsOf(fields, options, (name, d, props) => {
    const col = {
      source: name,
      disableSort: !(d.sort || d.kind === 'id'),
      ...(RIGHT.has(d.kind) && !d.values ? { align: 'right' as const } : {}),
      // a time's cell is the time alone: its zone is named here, once
      ...(d.kind === 'dateTime' ? { label: <ZonedLabel source={name} /> } : {}),
      // a sensitive field reads as the API masked it (revealed on its show page)
      ...(d.sensitive ? {} : { children: <DeclaredField source={name} field={d} looks={options.looks} /> }),
      ...props,
    };
    return d.kind === 'money' ? <MoneyCol apiResource={contract.resource} {...col} /> : <DataTable.Col {...col} />;
  });
}
