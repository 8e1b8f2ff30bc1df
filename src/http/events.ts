// What the HTTP client tells the rest of the panel, kept apart from the client
// itself (axios, ./client.ts) so that listening costs no download: the client
// is fetched with the first call (./api.ts).

// Calls in flight, for the progress bar (src/layout/progress).
let inFlight = 0;
const inFlightListeners = new Set<(count: number) => void>();

export function countInFlight(delta: number): void {
  inFlight = Math.max(0, inFlight + delta);
  inFlightListeners.forEach((listener) => listener(inFlight));
}

export const callsInFlight = (): number => inFlight;

export function onInFlightChange(listener: (count: number) => void): () => void {
  inFlightListeners.add(listener);
  return () => inFlightListeners.delete(listener);
}

// -3 (or data.relogin) asks the user to sign in again (docs/domain.md "Errors"). The client
// only announces it; the relogin gate (src/layout/ReloginGate) listens.
const expiredListeners = new Set<() => void>();

/** Called whenever an answer says the session is over; returns the unsubscribe. */
export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => {
    expiredListeners.delete(listener);
  };
}

export function announceSessionExpired(): void {
  expiredListeners.forEach((listener) => listener());
}
