// Every resource contract of the files of contract/ (npm run keys:generate, from the files of its folder: never by hand):
// an export with a `resource` and labels in both languages. `CONTRACTS` is keyed by API resource.
import { ADMINS } from './admins';
import { ARTICLES } from './articles';
import { AUDIT_LOG } from './audit_log';
import { AUTHOR_LEDGER } from './author_ledger';
import { AUTHOR_TRAFFIC } from './author_traffic';
import { AUTHORS } from './authors';
import { BOTS } from './bots';
import { BUILDS } from './builds';
import { APPEALS, DECISIONS, STRIKES } from './decisions';
import { EXCEPTIONS } from './exceptions';
import { FEEDBACK } from './feedback';
import { GAME_ITEMS, GAME_VERSIONS } from './game_data';
import { GUIDE_CATEGORIES } from './guide_categories';
import { LIVE_ROOMS } from './live_rooms';
import { ORDER_REFUNDS } from './order_refunds';
import { ORDERS } from './orders';
import { POWER_PACKAGES } from './power_packages';
import { PROMOTION_LINKS } from './promotion_links';
import { REPORTS } from './reports';
import { ROLES } from './roles';
import { USERS } from './users';
import { WITHDRAWAL_BATCHES } from './withdrawal_batches';
import { WITHDRAWALS } from './withdrawals';
import type { ResourceContract } from './types';

export {
  ADMINS,
  ARTICLES,
  AUDIT_LOG,
  AUTHOR_LEDGER,
  AUTHOR_TRAFFIC,
  AUTHORS,
  BOTS,
  BUILDS,
  APPEALS,
  DECISIONS,
  STRIKES,
  EXCEPTIONS,
  FEEDBACK,
  GAME_ITEMS,
  GAME_VERSIONS,
  GUIDE_CATEGORIES,
  LIVE_ROOMS,
  ORDER_REFUNDS,
  ORDERS,
  POWER_PACKAGES,
  PROMOTION_LINKS,
  REPORTS,
  ROLES,
  USERS,
  WITHDRAWAL_BATCHES,
  WITHDRAWALS,
};

export const CONTRACTS: Record<string, ResourceContract> = {
  [ADMINS.resource]: ADMINS,
  [ARTICLES.resource]: ARTICLES,
  [AUDIT_LOG.resource]: AUDIT_LOG,
  [AUTHOR_LEDGER.resource]: AUTHOR_LEDGER,
  [AUTHOR_TRAFFIC.resource]: AUTHOR_TRAFFIC,
  [AUTHORS.resource]: AUTHORS,
  [BOTS.resource]: BOTS,
  [BUILDS.resource]: BUILDS,
  [APPEALS.resource]: APPEALS,
  [DECISIONS.resource]: DECISIONS,
  [STRIKES.resource]: STRIKES,
  [EXCEPTIONS.resource]: EXCEPTIONS,
  [FEEDBACK.resource]: FEEDBACK,
  [GAME_ITEMS.resource]: GAME_ITEMS,
  [GAME_VERSIONS.resource]: GAME_VERSIONS,
  [GUIDE_CATEGORIES.resource]: GUIDE_CATEGORIES,
  [LIVE_ROOMS.resource]: LIVE_ROOMS,
  [ORDER_REFUNDS.resource]: ORDER_REFUNDS,
  [ORDERS.resource]: ORDERS,
  [POWER_PACKAGES.resource]: POWER_PACKAGES,
  [PROMOTION_LINKS.resource]: PROMOTION_LINKS,
  [REPORTS.resource]: REPORTS,
  [ROLES.resource]: ROLES,
  [USERS.resource]: USERS,
  [WITHDRAWAL_BATCHES.resource]: WITHDRAWAL_BATCHES,
  [WITHDRAWALS.resource]: WITHDRAWALS,
};
