import { useCallback, useEffect, useState } from 'react';
import { setStepUpAsker } from '../http/stepUp';
import { lazyView } from '../lazy';

// The dialog (MUI Dialog, TextField) is fetched the first time a command asks
// for a step-up, not with the login page (docs/performance.md).
const StepUpDialog = lazyView(() => import('./StepUpDialog').then((m) => m.StepUpDialog), null);

/**
 * Step-up (docs/api.md): mounted once; the HTTP client asks it when a command
 * answers -2 with data.stepUp, and retries the command once it resolves true.
 */
export const StepUpGate = () => {
  const [settle, setSettle] = useState<((ok: boolean) => void) | null>(null);
  useEffect(() => setStepUpAsker(() => new Promise<boolean>((resolve) => setSettle(() => resolve))), []);
  const done = useCallback((ok: boolean) => {
    setSettle((current: ((ok: boolean) => void) | null) => {
      current?.(ok);
      return null;
    });
  }, []);
  return settle ? <StepUpDialog onSettle={done} /> : null;
};
