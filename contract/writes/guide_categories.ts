// The data the API accepts in create and update (all optional in update), as TypeBox:
// the server validates with it, the panel's forms take their limits and writable fields
// from it (limitsOf, writableOf in src/resources/shared/schemaFields.ts).
import { Type } from '@sinclair/typebox';
import { GUIDE_CATEGORIES } from '../guide_categories';
import { Id, Nullable, labelled } from '../records/schema';

export const CategoryWriteSchema = Type.Object(labelled({
  parentId: Type.Optional(Nullable(Id)),
  name: Type.String({ minLength: 1, maxLength: 60 }),
  sortOrder: Type.Optional(Type.Integer({ minimum: -1000000, maximum: 1000000 })),
  visible: Type.Optional(Type.Boolean()),
}, GUIDE_CATEGORIES.labels['en-US'].fields), { additionalProperties: false });
