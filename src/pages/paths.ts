/** The default landing page (spec §2: the workplace under /dashboard). */
export const WORKPLACE_PATH = '/dashboard/workplace';
export const LOGIN_PATH = '/login';
