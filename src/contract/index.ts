// Every resource's contract, keyed by API resource (/mdr/<resource>/…).
import { articles } from './articles';
import { guideCategories } from './guide_categories';
import type { ResourceContract } from './types';

export type { ContractLang, ContractTransition, ResourceContract, ResourceLabels } from './types';

export const CONTRACTS: Record<string, ResourceContract> = {
  articles,
  guide_categories: guideCategories,
};
