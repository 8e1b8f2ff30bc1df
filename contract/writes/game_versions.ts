// The data the API accepts in create and update (all optional in update), as TypeBox:
// the server validates with it, the panel's forms take their limits and writable fields
// from it (limitsOf, writableOf in src/resources/shared/schemaFields.ts).
import { Type } from '@sinclair/typebox';
import { GAME_VERSIONS } from '../game_data';
import { labelled } from '../records/schema';

/** digits and dots, e.g. 11.2.7 */
export const VERSION_NAME_PATTERN = '^\\d{1,3}(\\.\\d{1,3}){1,3}$';

const fields = GAME_VERSIONS.labels['en-US'].fields;
export const VersionWriteSchema = Type.Object(labelled({
  name: Type.String({ minLength: 1, maxLength: 40, pattern: VERSION_NAME_PATTERN, description: 'digits and dots, e.g. 11.2.7' }),
  build: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
  releasedAt: Type.String({ format: 'date-time' }),
}, { name: fields.name, build: fields.build, releasedAt: fields.releasedAt }), { additionalProperties: false });
