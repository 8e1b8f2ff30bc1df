// Which first screens load the list screens' chunk (build/chunks.ts) at once: shared by the app
// (preloadSignedInRoute, src/App.tsx) and the boot script the build writes (build/bootPreload.ts).
import { WORKPLACE_PATH } from '../pages/paths.ts';

/** Two segments, no record: how every resource's list route looks ('#/wow_guide/article?…'). */
export const LIST_ROUTE = /^#\/[^/?]+\/[^/?]+(\?|$)/;

/** A list's route, not the workplace (the one custom page with two segments that is a first screen). */
export const isListRoute = (hash: string): boolean => LIST_ROUTE.test(hash) && !hash.startsWith(`#${WORKPLACE_PATH}`);

/** The resource a list route is of ('#/wow_guide/article?…' → 'wow_guide/article'). */
export const listResourceOf = (hash: string): string => hash.replace(/^#\//, '').split('?')[0];

export { WORKPLACE_PATH };
