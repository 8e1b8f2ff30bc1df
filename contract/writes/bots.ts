// The data the API accepts in create and update (all optional in update), as TypeBox:
// the server validates with it, the panel's forms take their limits and writable fields
// from it (limitsOf, writableOf in src/resources/shared/schemaFields.ts).
import { Type } from '@sinclair/typebox';
import { BOTS, BOT_RATE } from '../bots';
import { BotScopeSchema } from '../records/bots';
import { labelled } from '../records/schema';

const fields = BOTS.labels['en-US'].fields;
export const BotWriteSchema = Type.Object(labelled({
  name: Type.String({ minLength: 1, maxLength: 60 }),
  ownerContact: Type.Optional(Type.String({ maxLength: 200 })),
  scopes: Type.Array(BotScopeSchema, { uniqueItems: true, maxItems: 4 }),
  ratePerMinute: Type.Optional(Type.Integer({ minimum: BOT_RATE.min, maximum: BOT_RATE.max, description: `default ${BOT_RATE.default}` })),
  disabled: Type.Optional(Type.Boolean()),
}, { name: fields.name, ownerContact: fields.ownerContact, scopes: fields.scopes, ratePerMinute: fields.ratePerMinute, disabled: fields.disabled }),
{ additionalProperties: false });
