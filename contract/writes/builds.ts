// The data the API accepts in create and update (all optional in update), as TypeBox:
// the server validates with it, the panel's forms take their limits and writable fields
// from it (limitsOf, writableOf in src/resources/shared/schemaFields.ts).
import { Type } from '@sinclair/typebox';
import { BUILDS } from '../builds';
import { GearSchema, WowClassSchema, WowSpecSchema } from '../records/builds';
import { Id, labelled } from '../records/schema';
import { TALENT_STRING_PATTERN } from '../wow';

export const BuildWriteSchema = Type.Object(labelled({
  authorId: Id,
  title: Type.String({ minLength: 1, maxLength: 200 }),
  wowClass: WowClassSchema,
  spec: WowSpecSchema,
  gameVersionId: Id,
  talentString: Type.String({ pattern: TALENT_STRING_PATTERN, maxLength: 2000, description: "the game's talent export string (base64, no padding)" }),
  gear: Type.Optional(GearSchema),
  description: Type.Optional(Type.String({ maxLength: 200000, description: 'HTML; sanitised on write' })),
  featured: Type.Optional(Type.Boolean()),
}, BUILDS.labels['en-US'].fields), { additionalProperties: false });
