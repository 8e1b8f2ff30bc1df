// A form's inputs derived from the fields' declaration (contract/fields.ts): the
// kind picks the input, the declaration its checks (required, length, pattern,
// range), the route's messages its label (`fields.<f>`), its helper text
// (`helpers.<f>`, when present) and its pattern message (`invalid.<f>`, when present).
import { useMemo, type ReactElement } from 'react';
import {
  BooleanInput, DateInput, DateTimeInput, NumberInput, PasswordInput, SelectArrayInput, SelectInput, TextInput,
  maxLength, maxValue, minLength, minValue, regex, required, useResourceContext, useTranslate, type Validator,
} from 'react-admin';
import type { FieldDecl, FieldSet } from '../../../../contract/fields';
import { fromBeijingInput, toBeijingInput } from '../../../i18n/time';
import { YuanInput } from '../YuanInput';
import { ReferenceLookupInput } from '../ReferenceLookupInput';
import { keepEmptyString } from '../validators';
import { useValueLabel, valuesOf } from './EnumField';
import { chosen, elementsOf, type Declared, type DeclaredOptions } from './select';

/** The kinds a form can write. */
const WRITABLE_KINDS = new Set(['text', 'longText', 'integer', 'decimal', 'money', 'boolean', 'enum', 'dateTime', 'date', 'reference']);

/** A `datetime-local` value (Beijing wall time) as the API's time; emptied: null (a typed half stays for the check). */
const parseTime = (v: string) => (v ? fromBeijingInput(v) ?? v : null);
const emptyToNull = (v: string) => v || null;
const wholeFen: Validator = (v) => (v === null || v === undefined || v === '' || Number.isSafeInteger(v) ? undefined : 'ra.validation.number');

/** The checks a declaration states, in the order a person meets them. */
function validatorsOf(d: FieldDecl, invalid: string | undefined): Validator[] {
  const out: Validator[] = d.write === 'required' ? [required()] : [];
  if (d.kind === 'text' || d.kind === 'longText') {
    if (d.min !== undefined && d.min > 1) out.push(minLength(d.min));
    if (d.max !== undefined) out.push(maxLength(d.max));
    if (d.pattern) out.push(regex(new RegExp(d.pattern), invalid ?? 'ra.validation.regex'));
  } else if (d.kind === 'integer' || d.kind === 'decimal') {
    if (d.min !== undefined) out.push(minValue(d.min));
    if (d.max !== undefined) out.push(maxValue(d.max));
  } else if (d.kind === 'money') out.push(wholeFen);
  return out;
}

/** The route's own message `resources.<route>.<part>.<field>`, when it has one. */
const useOwnMessage = (part: string, source: string): string | undefined => {
  const route = useResourceContext();
  const translate = useTranslate();
  const key = `resources.${route}.${part}.${source}`;
  return translate(key, { _: key }) === key ? undefined : key;
};

export interface EnumInputProps { source: string; values: readonly (string | number)[]; state?: boolean; multiple?: boolean; [prop: string]: unknown }

/** A select of an enum's (a state's, a labelled code's) values, each labelled from the contract; `multiple`: any of them (a filter). */
export const EnumInput = ({ values, state, multiple, ...props }: EnumInputProps) => {
  const label = useValueLabel(props.source, state);
  const choices = values.map((id) => ({ id, name: label(id) }));
  const Input = multiple ? SelectArrayInput : SelectInput;
  return <Input choices={choices} translateChoice={false} {...props} />;
};

export interface DeclaredInputProps { source: string; field: FieldDecl; apiResource: string; [prop: string]: unknown }

/** One declared field's input; further props (helperText, fullWidth, …) go to the input. */
export const DeclaredInput = ({ source, field: d, apiResource, ...rest }: DeclaredInputProps) => {
  const invalid = useOwnMessage('invalid', source);
  const helperText = useOwnMessage('helpers', source);
  const validate = useMemo(() => validatorsOf(d, invalid), [d, invalid]);
  const props = { source, validate, ...(helperText ? { helperText } : {}), ...rest };
  // a text the API never holds as null stays '' when emptied (react-admin would send null)
  const parseText = d.nullable ? undefined : keepEmptyString;
  if (d.values) return <EnumInput values={valuesOf(d)} {...props} />;
  // never answered, so never shown back: a secret typed once (a password)
  if (d.writeOnly) return <PasswordInput autoComplete="new-password" parse={parseText} {...props} />;
  switch (d.kind) {
    case 'boolean': return <BooleanInput {...props} />;
    case 'dateTime': return <DateTimeInput format={toBeijingInput} parse={parseTime} {...props} />;
    case 'date': return <DateInput parse={emptyToNull} {...props} />;
    case 'integer': return <NumberInput step={1} min={d.min} max={d.max} {...props} />;
    case 'decimal': return <NumberInput min={d.min} max={d.max} {...props} />;
    case 'money': return <YuanInput {...props} />;
    case 'reference': return <ReferenceLookupInput apiResource={apiResource} {...props} />;
    case 'longText': return <TextInput multiline minRows={3} fullWidth parse={parseText} {...props} />;
    default: return <TextInput fullWidth={(d.max ?? 0) >= 80} parse={parseText} {...props} />;
  }
};

/** The inputs of a contract's written fields, in declaration order: `<ResourceForm>{declaredInputs(X)}</ResourceForm>`. */
export function declaredInputs<F extends FieldSet>(contract: Declared<F>, options: DeclaredOptions<F> = {}): ReactElement[] {
  const fields = chosen(contract.fields, options, (d) => !!d.write && WRITABLE_KINDS.has(d.kind));
  return elementsOf(fields, options, (name, d, props) =>
    <DeclaredInput source={name} field={d} apiResource={contract.resource} {...props} />);
}
