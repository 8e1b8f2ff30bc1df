// A command runs once at a time. A double click's second click lands before
// React has re-rendered the button disabled, so state alone would let it call
// the API twice (two approvals, two replies, two keys): the ref stops the
// second call at once, and `pending` disables the button and the dialog's
// confirm while the first runs. Every shared command hook runs through it.
import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

export const BUSY = Symbol('busy');

export function useSingleFlight() {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  /** Runs `work` unless one is running already (then answers BUSY and does nothing). */
  const once = useCallback(async <T>(work: () => Promise<T>): Promise<T | typeof BUSY> => {
    if (inFlight.current) return BUSY;
    inFlight.current = true;
    setPending(true);
    try {
      return await work();
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, []);
  return { pending, once };
}

/**
 * A React Query mutation's `mutate`, once at a time: a second call while one
 * runs does nothing (its isPending, like any state, reaches the button only
 * after a render).
 */
export function useMutateOnce<TData, TError, TVariables, TContext>(mutation: UseMutationResult<TData, TError, TVariables, TContext>) {
  const inFlight = useRef(false);
  const { mutate } = mutation;
  return useCallback((variables: TVariables, options?: MutateOptions<TData, TError, TVariables, TContext>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutate(variables, {
      ...options,
      onSettled: (...settled) => {
        inFlight.current = false;
        options?.onSettled?.(...settled);
      },
    });
  }, [mutate]);
}
