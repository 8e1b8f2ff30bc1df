// A guide category as the API answers it; the panel imports only the type.
import { Type, type Static } from '@sinclair/typebox';
import { GUIDE_CATEGORIES } from '../guide_categories';
import { DateTime, Nullable, labelled } from './schema';

export const CategorySchema = Type.Object(labelled({
  id: Type.Integer(),
  parentId: Nullable(Type.Integer({ description: 'null for a top-level category' })),
  name: Type.String(),
  sortOrder: Type.Integer({ description: 'ascending among siblings' }),
  visible: Type.Boolean(),
  articleCount: Type.Integer({ description: 'articles in the category and all its sub-categories' }),
  childCount: Type.Integer({ description: 'direct sub-categories' }),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Type.Integer(),
}, GUIDE_CATEGORIES.labels['en-US'].fields));

export type CategoryRecord = Static<typeof CategorySchema>;
