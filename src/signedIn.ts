// The signed-in app's share that grows with the modules: the resource registry
// (each resource's declaration, icon, messages and contract), the module table
// with the access rule, and every text behind the sign-in. A chunk of its own: App.tsx's loadSignedIn imports it once
// a staff member is signed in and adds its messages to the i18n provider before
// any signed-in screen renders. The login page's entry chunk holds none of it,
// so a new module does not make the login page heavier (docs/performance.md).
import { signedInMessages } from './i18n/signedIn';
import { resources } from './resources';

export { apiResourceOf, resources } from './resources';
// the access rule, the module table and the list prefetch: App.tsx uses them once signed in
export { canDo } from './access/actionAccess';
export { MODULES } from '../contract/access/modules';
export { preloadMenuWhenIdle, prefetchList, prefetchOnNavigation, routeOf, screenOf } from './listPrefetch';

/** The signed-in app's texts in both languages, laid over the login page's. */
export const messages = signedInMessages(resources);
