// The workplace's cards: one route per card the modules declare
// (ServerModule.dashboardCards), POST /mdr/dashboard/<key>, open to staff
// holding its action key dashboard.<key> (grouped under mdr.dashboard). The list is handed in by
// app.ts, so core never imports a module.
import { Type } from 'typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ActionKey } from '../../contract/access/actionKeys';
import { hasKey, type Grant } from '../../contract/access/modules';
import { Envelope, ok } from './envelope';
import { requireCtx } from './hooks';
import type { DashboardCard } from './module';

export const DASHBOARD_KEY = 'mdr.dashboard';

type Rec = Record<string, unknown>;

/** The card's answer without its money figures (`card.money`) for a reader lacking their key: those figures or lists are absent. */
function withoutHiddenMoney(card: DashboardCard, data: unknown, grant: Grant): unknown {
  const money = card.money;
  if (!money || hasKey(grant, money.key)) return data;
  const drop = (parts: unknown) => Object.fromEntries(Object.entries(parts as Rec).filter(([name]) => !money.parts.includes(name)));
  const d = data as { figures?: Rec; lists?: Rec };
  return { ...d, ...(d.figures ? { figures: drop(d.figures) } : {}), ...(d.lists ? { lists: drop(d.lists) } : {}) };
}

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
          description: `A workplace card of ${card.permission}, for staff holding its key dashboard.${card.key}. From rollups kept in the same transactions as their sources.`
            + (card.money ? ` ${card.money.parts.join(', ')}: only with ${card.money.key} (money figures).` : ''),
          body: card.body ?? Type.Object({}),
          response: { 200: Envelope(card.response) },
        },
      }, async (request) => {
        const ctx = requireCtx(request);
        return ok(request, withoutHiddenMoney(card, await card.load(app.db, request.body as Record<string, unknown>, ctx), ctx.actor));
      });
    }
  };
  return plugin;
}
