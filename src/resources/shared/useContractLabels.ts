import { useLocale, useResourceContext } from 'react-admin';
import { CONTRACTS, type ContractLang, type ResourceLabels } from '../../../contract';
import { apiResourceOf } from '..';

/** The current resource's contract labels in the reader's language ('en' reads en-US; zh-CN when none fits). */
export const useContractLabels = (): ResourceLabels | undefined => {
  const resource = useResourceContext() ?? '';
  const locale = useLocale();
  const labels = CONTRACTS[apiResourceOf(resource)]?.labels;
  if (!labels) return undefined;
  const langs = Object.keys(labels) as ContractLang[];
  const lang = langs.find((l) => l === locale) ?? langs.find((l) => l.split('-')[0] === locale.split('-')[0]) ?? 'zh-CN';
  return labels[lang];
};
