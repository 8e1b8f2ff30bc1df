// The reason staff give when they reject, hide, close, ban…: the API's schema
// (`Reason`, contract/records/schema.ts) and the panel's dialogs share its limit.

/** A reason is 1 to this many characters, not all blank. */
export const REASON_MAX = 200;
