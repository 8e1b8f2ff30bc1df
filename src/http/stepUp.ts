// Step-up (docs/api.md "Step-up"): a command declared stepUp answers -2 with
// data.stepUp when the session has no fresh confirmation. The client asks the
// one step-up dialog (src/layout/StepUpDialog.tsx) through the asker it
// registers, and retries the call once confirmed: every resource's commands,
// today's and later ones, get it without code of their own.
import { ApiCode, ApiError } from './ApiError';

/** Resolves true once the user confirmed (POST /user/step_up succeeded), false when they cancelled. */
export type StepUpAsker = () => Promise<boolean>;

let asker: StepUpAsker | null = null;
let pending: Promise<boolean> | null = null;

/** The dialog registers itself; returns the unregister. */
export function setStepUpAsker(fn: StepUpAsker): () => void {
  asker = fn;
  return () => {
    if (asker === fn) asker = null;
  };
}

export const isStepUpRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.code === ApiCode.forbidden
  && (error.data as { stepUp?: unknown } | null)?.stepUp === true;

/** One question however many calls are refused together. */
function ask(): Promise<boolean> {
  if (!asker) return Promise.resolve(false);
  pending ??= asker().finally(() => {
    pending = null;
  });
  return pending;
}

/** Runs `call`; on a step-up refusal asks once and retries once (a cancel keeps the original error). */
export async function withStepUp<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isStepUpRefusal(error) || !(await ask())) throw error;
    return call();
  }
}

// The other account-setup refusals (core/hooks.ts): a reset password to change
// (data.passwordChange) or 2FA to enrol (data.twoFactorRequired). The client
// announces them; the panel opens My account (src/pages/account).
const setupListeners = new Set<() => void>();

export function onAccountSetupRequired(listener: () => void): () => void {
  setupListeners.add(listener);
  return () => {
    setupListeners.delete(listener);
  };
}

export function announceAccountSetup(error: unknown): void {
  if (!(error instanceof ApiError) || error.code !== ApiCode.forbidden) return;
  const data = error.data as { passwordChange?: unknown; twoFactorRequired?: unknown } | null;
  if (data?.passwordChange === true || data?.twoFactorRequired === true) setupListeners.forEach((l) => l());
}
