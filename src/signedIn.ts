// The signed-in app's share that grows with the modules: the resource registry
// (each resource's declaration, icon, messages and contract) and every text
// behind the sign-in. A chunk of its own: App.tsx's loadSignedIn imports it once
// a staff member is signed in and adds its messages to the i18n provider before
// any signed-in screen renders. The login page's entry chunk holds none of it,
// so a new module does not make the login page heavier (docs/performance.md).
import { signedInMessages } from './i18n/signedIn';
import { resources } from './resources';

export { apiResourceOf, resources } from './resources';

/** The signed-in app's texts in both languages, laid over the login page's. */
export const messages = signedInMessages(resources);
