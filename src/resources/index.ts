// Every panel resource. Adding a module = a folder under src/resources plus a line here.
import { registerApiResources } from '../access/actionAccess';
import type { PanelResource } from './types';
import guideCategories from './guide_categories';
import articles from './articles';
import admins from './admins';
import roles from './roles';
import users from './users';
import bots from './bots';
import webhooks from './webhooks';
import authors from './authors';
import orders from './orders';
import reconciliation from './reconciliation';
import powerPackages from './power_packages';
import withdrawals from './withdrawals';
import withdrawalBatches from './withdrawal_batches';
import authorTraffic from './author_traffic';
import promotionLinks from './promotion_links';
import builds from './builds';
import feedback from './feedback';
import live from './live_rooms';
import exceptions from './exceptions';
import gameItems from './game_items';
import gameVersions from './game_versions';
import reviewQueue from './review_queue';
import reports from './reports';
import decisions from './decisions';
import appeals from './appeals';
import transparency from './transparency';
import auditLog from './audit_log';

export const resources: PanelResource[] = [guideCategories, articles, builds, authors, withdrawals, withdrawalBatches, authorTraffic, promotionLinks, powerPackages, orders, reconciliation, feedback, live, exceptions, gameItems, gameVersions, users, admins, roles, auditLog, bots, webhooks, reviewQueue, reports, decisions, appeals, transparency];

/** route-resource name ('wow_guide/article') → API resource ('articles') */
export const apiResourceOf = (name: string): string =>
  resources.find((r) => r.name === name)?.apiResource ?? name;

// the panel's access by action (src/access/actionAccess.ts) names keys by API resource
registerApiResources((name) => resources.find((r) => r.name === name)?.apiResource);
