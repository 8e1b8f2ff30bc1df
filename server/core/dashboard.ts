// The workplace's cards: one route per card the modules declare
// (ServerModule.dashboardCards), POST /mdr/dashboard/<key>, open to staff
// holding its action key dashboard.<key> (grouped under mdr.dashboard). The list is handed in by
// app.ts, so core never imports a module.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ActionKey } from '../../contract/access/actionKeys';
import { Envelope, ok } from './envelope';
import { requireCtx } from './hooks';
import type { DashboardCard } from './module';

export const DASHBOARD_KEY = 'mdr.dashboard';

export function dashboardRoutes(cards: DashboardCard[]): FastifyPluginAsync {
  const keys = cards.map((c) => c.key);
  const twice = keys.find((k, i) => keys.indexOf(k) !== i);
  if (twice) throw new Error(`two dashboard cards are named ${twice}`);
  const plugin: FastifyPluginAsyncTypebox = async (app) => {
    for (const card of cards) {
      app.post(`/mdr/dashboard/${card.key}`, {
        // the card's key is derived from its name: the generated list has it once keys:generate ran
        config: { permission: `dashboard.${card.key}` as ActionKey, keyModule: DASHBOARD_KEY, keyAbout: card.permission },
        schema: {
          tags: ['dashboard'],
          summary: card.summary,
          description: `A workplace card of ${card.permission}, for staff holding its key dashboard.${card.key}. From rollups kept in the same transactions as their sources.`,
          body: card.body ?? Type.Object({}),
          response: { 200: Envelope(card.response) },
        },
      }, async (request) => ok(request, await card.load(app.db, request.body as Record<string, unknown>, requireCtx(request))));
    }
  };
  return plugin;
}
