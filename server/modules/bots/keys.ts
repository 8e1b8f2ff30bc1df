// A bot's API keys: create_key shows the secret once (only its SHA-256 and a
// visible prefix are kept), revoke_key ends it at once. Both are commands on
// the bot (locked, audited; the audit rows show the prefix, never the secret).
import { createHash, randomBytes } from 'node:crypto';
import type { BotRecord } from '../../../contract/bots';
import { BotNewKeySchema } from '../../../contract/records/bots';
import { conflict, notFound } from '../../core/errors';
import { Id } from '../../resources/schemas';
import type { CommandDef } from '../../resources/types';

const KEY_TAG = 'mdrb_';
/** Characters of the key shown in lists: the tag and 8 random ones. */
export const PREFIX_LENGTH = KEY_TAG.length + 8;

export const hashKey = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const keyCommands: Record<'create_key' | 'revoke_key', CommandDef<'bots', BotRecord>> = {
  create_key: {
    summary: 'A new key: the answer holds the secret, shown this once',
    stepUp: true,
    answer: BotNewKeySchema,
    async run(trx, { id }) {
      const secret = KEY_TAG + randomBytes(24).toString('base64url');
      const prefix = secret.slice(0, PREFIX_LENGTH);
      const key = await trx.insertInto('bot_keys').values({ bot_id: id, prefix, key_hash: hashKey(secret) })
        .returning('id').executeTakeFirstOrThrow();
      return { id: key.id, prefix, secret };
    },
  },
  revoke_key: {
    summary: 'Revoke a key: calls with it are refused from now on',
    body: { keyId: Id },
    async run(trx, { id, body }) {
      const key = await trx.selectFrom('bot_keys').select(['id', 'revoked_at'])
        .where('id', '=', body.keyId as number).where('bot_id', '=', id).executeTakeFirst();
      if (!key) throw notFound({ id: body.keyId as number });
      if (key.revoked_at) throw conflict('error.bot_key_already_revoked');
      await trx.updateTable('bot_keys').set({ revoked_at: new Date() }).where('id', '=', key.id).execute();
    },
  },
};
