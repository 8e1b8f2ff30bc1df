// Every resource's contract, keyed by API resource (/mdr/<resource>/<action>).
// The API registers its CSV headers and state names from here, the panel its
// resources.<route>.* messages and transition buttons; tests/unit/contract
// checks that neither side has a field, state or action the other lacks.
import type { ContractLang, ResourceContract } from './types';

export type * from './types';
// every resource contract and CONTRACTS, listed from this folder's files by npm run keys:generate
export * from './registry';
export { formatCents, parseYuan } from './money';
export * from './fields';

export const CONTRACT_LANGS: readonly ContractLang[] = ['zh-CN', 'en-US'];

/**
 * The API's flat message keys of one contract, per language:
 * `<resource>.fields.<field>` (CSV headers), `<resource>.values.<field>.<value>`
 * (an enum's values in CSV cells and messages) and `<resource>.state.<state>`
 * (state names in messages and CSV cells).
 */
export function contractMessages(contract: ResourceContract): Record<ContractLang, Record<string, string>> {
  const flat = (lang: ContractLang) => {
    const { fields, states = {}, values = {} } = contract.labels[lang];
    return Object.fromEntries([
      ...Object.entries(fields).map(([field, label]) => [`${contract.resource}.fields.${field}`, label]),
      ...Object.entries(values).flatMap(([field, labels]) =>
        Object.entries(labels).map(([value, label]) => [`${contract.resource}.values.${field}.${value}`, label])),
      ...Object.entries(states).map(([state, label]) => [`${contract.resource}.state.${state}`, label]),
    ]);
  };
  return { 'zh-CN': flat('zh-CN'), 'en-US': flat('en-US') };
}
