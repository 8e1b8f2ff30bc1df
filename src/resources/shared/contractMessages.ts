// A resource's react-admin messages (`resources.<route>.*`) from its contract
// (contract): the same field, state and action labels the API uses for CSV
// headers and messages. The panel adds only what is its own (name with plural
// forms, helpers, notifications).
import type { ContractLang, ResourceContract } from '../../../contract/types';

export function contractMessages(contract: ResourceContract, lang: ContractLang) {
  const labels = contract.labels[lang];
  return {
    /** every field, and the filters that are not fields (their inputs read `fields.<source>`) */
    fields: { ...labels.fields, ...labels.filters },
    status: { ...labels.states },
    /** an enum field's value labels: `values.<field>.<value>` */
    values: { ...labels.values },
    /** button text: the imperative where it differs from the history verb */
    actions: { ...labels.actions, ...labels.buttons },
  };
}
