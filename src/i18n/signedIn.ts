// The texts of the signed-in app, which the login page never shows: the menu's
// (each module's and route's label from its declaration, contract/access/modules), every
// resource's `resources.<name>.*` (from its declaration and its contract), the
// shared resource pieces' `mdr.*`, the message centre, My account, the rich-text
// editor's `ra.tiptap.*` and debug mode's. Imported only by src/signedIn.ts, a
// chunk of its own; App.tsx lays them over the login page's (./index.ts
// `addMessages`) before any signed-in screen renders.
import type { TranslationMessages } from 'react-admin';
import { dashboardMessages } from '../dashboard/messages';
import { debugMessages } from '../debug/messages';
import type { Locale } from '../http/storage';
import { messageCentreMessages } from '../messages/i18n';
import { accountMessages } from '../pages/accountMessages';
import { CONTRACTS } from '../../contract';
import { menuLabels } from '../../contract/access/menu';
import { sharedMessages } from '../resources/shared/messages';
import { recordNotifications } from '../resources/shared/notifications';
import { listViewMessages } from '../resources/shared/views/messages';
import type { PartialLocaleMessages } from '.';
import { raTiptapMessages } from './ra-tiptap';

/** What i18n needs of a resource's declaration (src/resources/types.ts), handed in by src/signedIn.ts. */
export interface ResourceTexts {
  name: string;
  /** its API resource, whose contract names it (the notifications after a create, a save, a delete) */
  apiResource: string;
  messages: Record<Locale, object>;
}

/** A resource's texts in `locale`: its own, over react-admin's notifications worded with its contract name. */
function resourceTexts(r: ResourceTexts, locale: Locale) {
  const labels = CONTRACTS[r.apiResource]?.labels[locale];
  const own = r.messages[locale] as { unit?: string };
  return { ...(labels ? { notifications: recordNotifications(labels, locale, own.unit || undefined) } : {}), ...own };
}

/** The official website's menu entry is the panel's own; the modules' labels come with their declarations. */
const OFFICIAL_SITE: Record<Locale, string> = { 'zh-CN': '官方网站', 'en-US': 'Official website' };

/** The signed-in app's messages for `resources` (the registry, src/resources/index.ts). */
export function signedInMessages(resources: readonly ResourceTexts[]): PartialLocaleMessages {
  const of = (locale: Locale) => ({
    ra: { tiptap: raTiptapMessages[locale] },
    menu: { ...menuLabels(locale), official_site: OFFICIAL_SITE[locale] },
    ...sharedMessages[locale],
    ...messageCentreMessages[locale],
    ...accountMessages[locale],
    ...debugMessages[locale],
    ...dashboardMessages[locale],
    ...listViewMessages[locale],
    resources: Object.fromEntries(resources.map((r) => [r.name, resourceTexts(r, locale)])) as TranslationMessages['resources'],
  });
  return { 'zh-CN': of('zh-CN'), 'en-US': of('en-US') };
}
