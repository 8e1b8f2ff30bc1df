// Two-factor sign-in: TOTP (RFC 6238, 6 digits, 30 s, SHA-1: what every
// authenticator app reads from the otpauth:// QR code) through `otpauth`, and
// single-use recovery codes stored as sha256 (50 random bits each, so a plain
// hash is enough; argon2 would only slow sign-in). A code is accepted once:
// the last accepted time step is kept, a replay within the window is refused.
import { createHash, randomInt } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import type { DB } from '../../db/schema';

export const ISSUER = 'Moderator Panel';
export const RECOVERY_CODE_COUNT = 10;
const PERIOD = 30;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD });

export const newSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI the enrolment QR code encodes. */
export const otpauthUri = (secret: string, username: string): string => totpOf(secret, username).toString();

/** The current code of a secret (tests and the bench compute codes like an authenticator app). */
export const currentCode = (secret: string, at = Date.now()): string => totpOf(secret).generate({ timestamp: at });

/** The time step a code belongs to (±1 step of clock drift), or null; never a step at or before `lastStep`. */
export function acceptedStep(secret: string, code: string, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(Date.now() / 1000 / PERIOD) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
const normalise = (code: string) => code.trim().toLowerCase().replace(/[\s-]/g, '');

function recoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Replaces the staff member's recovery codes with 10 new ones, answered once. */
export async function issueRecoveryCodes(trx: Transaction<DB>, adminId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  await trx.insertInto('admin_recovery_codes')
    .values(codes.map((c) => ({ admin_id: adminId, code_hash: hashCode(normalise(c)) })))
    .execute();
  return codes;
}

interface SecondFactorAccount { id: number; totp_secret: string | null; totp_last_step: string | number | null }

/**
 * Checks a TOTP code or a recovery code of an enrolled account and uses it up
 * (the time step is recorded, the recovery code marked used) in `trx`.
 */
export async function useSecondFactor(trx: Transaction<DB>, admin: SecondFactorAccount, code: string): Promise<boolean> {
  if (!admin.totp_secret) return false;
  const last = admin.totp_last_step === null ? null : Number(admin.totp_last_step);
  const step = acceptedStep(admin.totp_secret, code.trim(), last);
  if (step !== null) {
    const moved = await trx.updateTable('admins').set({ totp_last_step: step })
      .where('id', '=', admin.id)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step))]))
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  }
  const used = await trx.updateTable('admin_recovery_codes').set({ used_at: sql<Date>`now()` })
    .where('admin_id', '=', admin.id)
    .where('code_hash', '=', hashCode(normalise(code)))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}
