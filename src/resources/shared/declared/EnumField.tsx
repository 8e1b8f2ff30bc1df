// An enum's (or a state's) value as a person reads it, from the one home of its labels:
// the contract's declaration, registered as `resources.<route>.values.<field>.<value>`
// (a state: `resources.<route>.status.<value>`) by contractMessages.
import { useFieldValue, useResourceContext, useTranslate, type FieldProps } from 'react-admin';

/** value → its label in the reader's language, for the current resource's field (the value itself when unlabelled). */
export function useValueLabel(source: string, state = false): (value: string) => string {
  const route = useResourceContext();
  const translate = useTranslate();
  const prefix = state ? `resources.${route}.status` : `resources.${route}.values.${source}`;
  return (value) => translate(`${prefix}.${value}`, { _: value });
}

/** The record's enum value as its label (`state`: the state's label). */
export const EnumField = ({ state, ...props }: FieldProps & { source: string; state?: boolean }) => {
  const value = useFieldValue(props) as string | null | undefined;
  const label = useValueLabel(props.source, state);
  return value === null || value === undefined || value === '' ? null : <span>{label(String(value))}</span>;
};
