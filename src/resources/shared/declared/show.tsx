// A show page's fields derived from the fields' declaration: each Labeled
// (`resources.<route>.fields.<f>`), two to a row, a long text or address across the row.
import { Grid } from '@mui/material';
import type { ReactElement } from 'react';
import { Labeled } from 'react-admin';
import type { FieldDecl, FieldSet } from '../../../../contract/fields';
import type { ChipStyle } from '../StatusChip';
import { ZonedLabel } from '../LocaleDateField';
import { DeclaredField } from './DeclaredField';
import { chosen, elementsOf, type Declared, type DeclaredOptions } from './select';

export interface DeclaredShowProps<F extends FieldSet> extends DeclaredOptions<F> {
  contract: Declared<F>;
  /** a state's chip looks (StatusChip) */
  looks?: Record<string, ChipStyle>;
  /** a field's label for this record when the declared one would not say what the value is (i18n keys) */
  labels?: Partial<Record<keyof F & string, string>>;
}

/** Labeled's label: the record's own, and a time's zone named once. */
const labelOf = (name: string, d: FieldDecl, own?: string) =>
  (d.kind === 'dateTime' ? { label: <ZonedLabel source={name} label={own} /> } : own ? { label: own } : {});

const wide = (d: FieldDecl) => d.kind === 'longText' || (d.kind === 'text' && (d.max ?? 0) > 200);
/** Shown by default: every field but the id, JSON and what the CSV leaves out (the version). */
const shownByDefault = (d: FieldDecl) => d.kind !== 'id' && d.export !== false;

/**
 * The record's declared fields, labelled, in a grid: `<DeclaredShow contract={X} only={['name', 'channel']} />`.
 * An `override` is the field's own content, still labelled and in its place; `props` go to its grid cell (`size`).
 */
export const DeclaredShow = <F extends FieldSet>({ contract, looks, override, labels, ...options }: DeclaredShowProps<F>) => {
  const own = (override ?? {}) as Record<string, ReactElement | null | undefined>;
  const shown = chosen(contract.fields, options, (d) => d.kind !== 'json' && !d.writeOnly, shownByDefault);
  const cells = elementsOf(shown, options, (name, d, props) =>
    (own[name] === null ? null : (
      <Grid size={wide(d) ? 12 : { xs: 12, sm: 6 }} {...props}>
        {/* a fragment: Labeled labels no plain HTML element */}
        <Labeled source={name} {...labelOf(name, d, (labels as Record<string, string> | undefined)?.[name])}>{own[name] ? <>{own[name]}</> : <DeclaredField source={name} field={d} looks={looks} />}</Labeled>
      </Grid>
    )));
  return <Grid container spacing={2}>{cells}</Grid>;
};
