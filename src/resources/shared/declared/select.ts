// Which declared fields a helper of this folder derives elements for, and how
// a screen changes one of them without restating it.
import { cloneElement, isValidElement, type ReactElement } from 'react';
import type { FieldDecl, FieldSet } from '../../../../contract/fields';

/** The part of a declared contract (contract/fields.ts defineContract) the panel's helpers read. */
export interface Declared<F extends FieldSet = FieldSet> { resource: string; fields: F }

type Names<F> = keyof F & string;

/** What a screen chooses of a helper's derived elements (each keyed by field name). */
export interface DeclaredOptions<F extends FieldSet = FieldSet> {
  /** these fields only, in this order (any field the helper can show, even one it leaves out by default) */
  only?: readonly Names<F>[];
  /** the helper's default fields but these */
  except?: readonly Names<F>[];
  /** a field's own element in its place (null: left out): the screen's component, never a restated field */
  override?: Partial<Record<Names<F>, ReactElement | null>>;
  /** props laid over a field's derived element (`{ code: { fullWidth: true } }`) */
  props?: Partial<Record<Names<F>, Record<string, unknown>>>;
}

/**
 * The chosen fields in order: `only` as listed among those the helper can show (`can`), or
 * else every field it shows by default (`byDefault`) but `except`.
 */
export function chosen(fields: FieldSet, options: DeclaredOptions, can: (d: FieldDecl, name: string) => boolean,
  byDefault: (d: FieldDecl, name: string) => boolean = can): [string, FieldDecl][] {
  if (options.only) return options.only.filter((name) => fields[name] && can(fields[name], name)).map((name) => [name, fields[name]]);
  const except = new Set<string>(options.except ?? []);
  return Object.entries(fields).filter(([name, d]) => !except.has(name) && can(d, name) && byDefault(d, name));
}

/**
 * The elements of the chosen fields: the screen's override where it gives one, else the derived
 * one with its props (several for one field keep their own keys: a day range's two inputs).
 */
export function elementsOf(fields: [string, FieldDecl][], options: DeclaredOptions,
  derive: (name: string, d: FieldDecl, props: Record<string, unknown>) => ReactElement | ReactElement[] | null): ReactElement[] {
  const override = options.override as Record<string, ReactElement | null | undefined> | undefined;
  const props = options.props as Record<string, Record<string, unknown>> | undefined;
  return fields.flatMap(([name, d]) => {
    const own = override?.[name];
    if (own === null) return [];
    const element = isValidElement(own) ? own : derive(name, d, props?.[name] ?? {});
    if (Array.isArray(element)) return element;
    return element ? [cloneElement(element, { key: name })] : [];
  });
}
