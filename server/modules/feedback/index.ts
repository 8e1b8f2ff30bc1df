// The feedback module: players' tickets, their thread and assignment
// (feedback.ts, commands.ts), the assignee's to-dos (events.ts), and demo data.
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../core/module';
import { feedbackCards } from './dashboard';
import feedback from './feedback';
import { feedbackStep } from './seed';
import { setSlaHours } from './sla';
import './schema';
import { feedbackWaiting } from './waiting';

// no routes of its own: registering reads the SLA setting of this server
const readSettings: FastifyPluginAsync = async (app) => {
  setSlaHours(app.config.feedbackSlaHours);
};

export default defineModule({
  name: 'feedback',
  description: 'Feedback tickets: assignment, replies and internal notes, resolve / close / reopen, overdue past the SLA',
  resources: [feedback],
  routes: readSettings,
  seed: [feedbackStep],
  dashboardCards: feedbackCards,
  waiting: [feedbackWaiting],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
});
