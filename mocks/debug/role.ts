// The sample role (the debug mode's role switch, docs/panel.md): admin or user, kept in this
// browser only; admin when none is stored. Sign-in stores the account's role,
// the avatar menu's role switch toggles it, /api/user/info reports it.
export type SampleRole = 'admin' | 'user';

export const ROLE_KEY = 'userRole';

export const getSampleRole = (): SampleRole => (localStorage.getItem(ROLE_KEY) === 'user' ? 'user' : 'admin');

export const setSampleRole = (role: SampleRole): void => localStorage.setItem(ROLE_KEY, role);
