// The data the API accepts in create and update (all optional in update), as TypeBox:
// the server validates with it, the panel's forms take their limits and writable fields
// from it (limitsOf, writableOf in src/resources/shared/schemaFields.ts).
import { Type } from '@sinclair/typebox';
import { ARTICLES } from '../articles';
import { Id, labelled } from '../records/schema';

export const ArticleWriteSchema = Type.Object(labelled({
  categoryId: Id,
  authorId: Id,
  title: Type.String({ minLength: 1, maxLength: 200 }),
  summary: Type.Optional(Type.String({ maxLength: 500 })),
  coverUrl: Type.Optional(Type.String({ maxLength: 2000, pattern: '^(https?://\\S+)?$', description: "'' or an http(s) URL" })),
  content: Type.Optional(Type.String({ maxLength: 500000, description: 'HTML; sanitised on write' })),
  featured: Type.Optional(Type.Boolean()),
}, ARTICLES.labels['en-US'].fields), { additionalProperties: false });
