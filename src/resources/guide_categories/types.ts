import type { CategoryRecord } from '../../../contract/guide_categories';

/** Route (react-admin resource) name; the API resource is 'guide_categories'. */
export const CATEGORY_RESOURCE = 'wow_guide/category';

/**
 * A category as the API answers it (the contract's record type), plus what the
 * resource mechanism adds to every record of a deletable resource.
 */
export type Category = CategoryRecord & {
  /** false while delete would be refused; deleteBlockedReason says why (in the reader's language) */
  deletable?: boolean;
  deleteBlockedReason?: string | null;
};

/** A category placed in the tree, with what its row needs to reorder it. */
export interface TreeRow extends Category {
  depth: number;
  /** its siblings in display order (itself included) */
  siblings: Category[];
  /** its position among them */
  index: number;
}

