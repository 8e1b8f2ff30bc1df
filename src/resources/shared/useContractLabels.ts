import { useLocale, useResourceContext } from 'react-admin';
import { CONTRACTS, type ContractLang, type ResourceLabels } from '../../contract';
import { apiResourceOf } from '..';

/** The current resource's contract labels in the reader's language (zh-CN when the locale has none). */
export const useContractLabels = (): ResourceLabels | undefined => {
  const resource = useResourceContext() ?? '';
  const locale = useLocale() as ContractLang;
  const labels = CONTRACTS[apiResourceOf(resource)]?.labels;
  return labels?.[locale] ?? labels?.['zh-CN'];
};
