// Every resource's contract, keyed by API resource (/mdr/<resource>/<action>).
// The API registers its CSV headers and state names from here, the panel its
// resources.<route>.* messages and transition buttons; tests/unit/contract
// checks that neither side has a field, state or action the other lacks.
import { ADMINS } from './admins';
import { ARTICLES } from './articles';
import { AUDIT_LOG } from './audit_log';
import { BOTS } from './bots';
import { BUILDS } from './builds';
import { AUTHORS } from './authors';
import { AUTHOR_LEDGER } from './author_ledger';
import { AUTHOR_TRAFFIC } from './author_traffic';
import { WITHDRAWALS } from './withdrawals';
import { GAME_ITEMS, GAME_VERSIONS } from './game_data';
import { GUIDE_CATEGORIES } from './guide_categories';
import { EXCEPTIONS } from './exceptions';
import { FEEDBACK } from './feedback';
import { LIVE_ROOMS } from './live_rooms';
import { ORDERS } from './orders';
import { POWER_PACKAGES } from './power_packages';
import { PROMOTION_LINKS } from './promotion_links';
import { ROLES } from './roles';
import { USERS } from './users';
import type { ContractLang, ResourceContract } from './types';

export type * from './types';
export { ADMINS, ARTICLES, AUDIT_LOG, AUTHORS, AUTHOR_LEDGER, AUTHOR_TRAFFIC, BOTS, BUILDS, EXCEPTIONS, FEEDBACK, GAME_ITEMS, GAME_VERSIONS, GUIDE_CATEGORIES, LIVE_ROOMS, ORDERS, POWER_PACKAGES, PROMOTION_LINKS, ROLES, USERS, WITHDRAWALS };
export { formatCents, parseYuan } from './money';

export const CONTRACTS: Record<string, ResourceContract> = {
  [ARTICLES.resource]: ARTICLES,
  [GUIDE_CATEGORIES.resource]: GUIDE_CATEGORIES,
  [AUDIT_LOG.resource]: AUDIT_LOG,
  [USERS.resource]: USERS,
  [ADMINS.resource]: ADMINS,
  [ROLES.resource]: ROLES,
  [BOTS.resource]: BOTS,
  [AUTHORS.resource]: AUTHORS,
  [WITHDRAWALS.resource]: WITHDRAWALS,
  [AUTHOR_LEDGER.resource]: AUTHOR_LEDGER,
  [AUTHOR_TRAFFIC.resource]: AUTHOR_TRAFFIC,
  [POWER_PACKAGES.resource]: POWER_PACKAGES,
  [ORDERS.resource]: ORDERS,
  [GAME_VERSIONS.resource]: GAME_VERSIONS,
  [GAME_ITEMS.resource]: GAME_ITEMS,
  [BUILDS.resource]: BUILDS,
  [FEEDBACK.resource]: FEEDBACK,
  [PROMOTION_LINKS.resource]: PROMOTION_LINKS,
  [LIVE_ROOMS.resource]: LIVE_ROOMS,
  [EXCEPTIONS.resource]: EXCEPTIONS,
};

export const CONTRACT_LANGS: readonly ContractLang[] = ['zh-CN', 'en-US'];

/**
 * The API's flat message keys of one contract, per language:
 * `<resource>.fields.<field>` (CSV headers) and `<resource>.state.<state>`
 * (state names in messages and CSV cells).
 */
export function contractMessages(contract: ResourceContract): Record<ContractLang, Record<string, string>> {
  const flat = (lang: ContractLang) => {
    const { fields, states = {} } = contract.labels[lang];
    return Object.fromEntries([
      ...Object.entries(fields).map(([field, label]) => [`${contract.resource}.fields.${field}`, label]),
      ...Object.entries(states).map(([state, label]) => [`${contract.resource}.state.${state}`, label]),
    ]);
  };
  return { 'zh-CN': flat('zh-CN'), 'en-US': flat('en-US') };
}
