// Work done record after record must let the event loop poll between records.
// On PGlite a query is a promise settled in-process, without I/O, so a loop of
// queries runs as one long chain of promise callbacks: no connection is
// accepted, no request read, not even /health/live answered until it ends (a
// job of 5,000 records held an instance for over a minute). One setImmediate
// per record lets the poll phase run; requests read meanwhile queue for the
// single connection (server/db/pglite-dialect.ts, first come first served)
// and so take their turn between two records.

/** Resolves after the event loop's next poll for I/O. */
export const breathe = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
