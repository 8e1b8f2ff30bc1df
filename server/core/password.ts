// argon2id with OWASP's recommended parameters (m=19 MiB, t=2, p=1).
import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

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

export const PASSWORD_MIN_LENGTH = 10;
/** zxcvbn's score (0..4): 3 = "safely unguessable" against an online attack with throttling and more. */
export const PASSWORD_MIN_SCORE = 3;

// zxcvbn-ts with its maintained dictionaries (common passwords, names, English
// words, keyboard patterns): built once, lazily, because the dictionaries are big.
let estimator: ZxcvbnFactory | undefined;
function strength(password: string, userInputs: string[]): number {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return estimator.check(password, userInputs).score;
}

/**
 * The staff password policy (panel create/reset/change and `npm run
 * admin:create` alike): at least 10 characters, and a strength estimate that
 * refuses common and guessable passwords, including ones made of the
 * account's own name. Answers an i18n key, or null when acceptable.
 */
export function passwordProblem(password: string, userInputs: string[] = []): string | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'password.too_short';
  if (strength(password.slice(0, 200), userInputs.filter(Boolean)) < PASSWORD_MIN_SCORE) return 'password.too_guessable';
  return null;
}
