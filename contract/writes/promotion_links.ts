// The data the API accepts in create and update (all optional in update), as TypeBox:
// the server validates with it, the panel's forms take their limits and writable fields
// from it (limitsOf, writableOf in src/resources/shared/schemaFields.ts).
import { Type } from '@sinclair/typebox';
import { PROMOTION_LINKS } from '../promotion_links';
import { LinkChannelSchema } from '../records/promotion_links';
import { labelled } from '../records/schema';

export const LinkWriteSchema = Type.Object(labelled({
  channel: LinkChannelSchema,
  name: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' }),
  code: Type.Optional(Type.String({ maxLength: 32, pattern: '^([A-Za-z0-9_-]{3,32})?$', description: 'generated when left out or empty' })),
  targetUrl: Type.String({ minLength: 1, maxLength: 2000, pattern: '^https?://[^\\s/?#]+\\S*$', description: 'a full http(s) address, kept as typed; /r/ sends it percent-encoded with a punycode host, at most 2048 characters so encoded' }),
  paused: Type.Optional(Type.Boolean()),
}, PROMOTION_LINKS.labels['en-US'].fields), { additionalProperties: false });
