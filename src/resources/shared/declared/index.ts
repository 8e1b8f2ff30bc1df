// The panel's side of "a field is declared once" (contract/fields.ts): a resource's form inputs,
// list columns, filters and show fields derived from its contract. A screen picks fields
// (`only`, `except`), adds props to one (`props`) or gives one its own component (`override`).
export { declaredInputs, DeclaredInput, EnumInput } from './inputs';
export { declaredColumns, type ColumnOptions } from './columns';
export { declaredFilters } from './filters';
export { DeclaredShow, type DeclaredShowProps } from './show';
export { DeclaredField } from './DeclaredField';
export { EnumField, useValueLabel } from './EnumField';
export type { Declared, DeclaredOptions } from './select';
export { createDefaults } from '../../../../contract/fields';
