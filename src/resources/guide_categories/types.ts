import type { Identifier } from 'react-admin';

/** Route (react-admin resource) name; the API resource is 'guide_categories'. */
export const CATEGORY_RESOURCE = 'wow_guide/category';

export interface Category {
  id: Identifier;
  parentId: Identifier | null;
  name: string;
  sortOrder: number;
  visible: boolean;
  /** articles in the category and all its sub-categories */
  articleCount: number;
  /** direct sub-categories */
  childCount: number;
  /** false while delete would be refused; deleteBlockedReason says why (in the reader's language) */
  deletable?: boolean;
  deleteBlockedReason?: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** A category placed in the tree, with what its row needs to reorder it. */
export interface TreeRow extends Category {
  depth: number;
  /** its siblings in display order (itself included) */
  siblings: Category[];
  /** its position among them */
  index: number;
}

/** The fields the API accepts in create/update data (docs/api.md). */
export const CATEGORY_WRITABLE = ['parentId', 'name', 'sortOrder', 'visible'] as const;
