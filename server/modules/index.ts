// The module registry: every API module, in order. app.ts (routes, resources,
// the token resolver), the migration runner (db/migrate.ts), seedDemo
// (seed/index.ts) and the OpenAPI document loop over this list. Adding a module
// = a folder under server/modules with an index.ts (defineModule) plus a line here.
import type { ServerModule } from '../core/module';
import type { AnyResource } from '../resources/types';
import audit from './audit';
import authors from './authors';
import guide from './guide';
import messages from './messages';
import orders from './orders';
import packages from './packages';
import qr from './qr';
import session from './session';
import staff from './staff';
import users from './users';
import bots from './bots';
import builds from './builds';
import exceptions from './exceptions';
import feedback from './feedback';
import gamedata from './gamedata';
import traffic from './traffic';
import links from './links';
import live from './live';
import views from './views';
import reconciliation from './reconciliation';
import reports from './reports';
import decisions from './decisions';
import notices from './notices';
import transparency from './transparency';

export const modules: ServerModule[] = [session, qr, guide, messages, audit, users, staff, bots, authors, packages, orders, gamedata, builds, feedback, live, exceptions, traffic, links, views, reconciliation, reports, decisions, notices, transparency];

/** Every module's resources (the tests sweep over them). */
export const resources: AnyResource[] = modules.flatMap((m) => m.resources);
