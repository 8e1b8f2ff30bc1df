/** The default landing page (docs/domain.md "Modules": the workplace under /dashboard). */
export const WORKPLACE_PATH = '/dashboard/workplace';
export const LOGIN_PATH = '/login';
/** The page a QR sign-in code opens on the confirming device (server/modules/qr). */
export const QR_CONFIRM_PATH = '/qr/confirm';
/**
 * `/redirect/<encoded path>` reloads that page in place (src/pages/RedirectPage).
 * A helper route: never a tab, never in a menu.
 */
export const REDIRECT_PREFIX = '/redirect';
/** `path` is `base` or below it ('/wow_guide/article/5/show' is below '/wow_guide/article'). */
export const isAtOrBelow = (path: string, base: string): boolean => path === base || path.startsWith(`${base}/`);
/** The public status page (docs/domain.md "Modules": dashboard's hidden child 'common', open without signing in). */
export const STATUS_PATH = '/dashboard/common';
