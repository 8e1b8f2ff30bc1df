// argon2id with OWASP's recommended parameters (m=19 MiB, t=2, p=1).
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A fixed hash to verify against when the username does not exist, so a wrong
// name and a wrong password take the same time (no user enumeration by timing).
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('not-a-real-password-' + Math.random());
  return dummy;
}

/** Minimum strength for staff passwords created by command or by the panel. */
export function passwordProblem(password: string): string | null {
  if (password.length < 8) return 'password.too_short';
  if (!/[a-zA-Z]/.test(password) || !/[0-9]/.test(password)) return 'password.too_simple';
  return null;
}
