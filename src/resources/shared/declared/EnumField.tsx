// An enum's (or a state's) value as a person reads it, from the one home of its labels:
// the contract's declaration, registered as `resources.<route>.values.<field>.<value>`
// (a state: `resources.<route>.status.<value>`) by contractMessages.
import { useFieldValue, useResourceContext, useTranslate, type FieldProps } from 'react-admin';
import type { FieldDecl } from '../../../../contract/fields';

/** value → its label in the reader's language, for the current resource's field (the value itself when unlabelled). */
export function useValueLabel(source: string, state = false): (value: string | number) => string {
  const route = useResourceContext();
  const translate = useTranslate();
  const prefix = state ? `resources.${route}.status` : `resources.${route}.values.${source}`;
  return (value) => translate(`${prefix}.${value}`, { _: String(value) });
}

/** A labelled field's values, as the record holds them: an enum's names, an integer code's numbers. */
export const valuesOf = (d: FieldDecl): (string | number)[] =>
  Object.keys(d.values ?? {}).map((v) => (d.kind === 'integer' ? Number(v) : v));

/** The record's enum value (or labelled integer code) as its label (`state`: the state's label). */
export const EnumField = ({ state, ...props }: FieldProps & { source: string; state?: boolean }) => {
  const value = useFieldValue(props) as string | number | null | undefined;
  const label = useValueLabel(props.source, state);
  return value === null || value === undefined || value === '' ? null : <span>{label(value)}</span>;
};
