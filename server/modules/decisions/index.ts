// The decisions module (docs/decisions.md): every restriction of a player's
// content or account written as a decision with its statement of reasons, the
// notices for the platform (the outbox) and a strike, in the restricting
// command's own transaction (decide.ts); appeals (appeals.ts, appeal-routes.ts,
// restore.ts), strikes and the escalation ladder (strikes.ts, ladder.ts).
import { fileURLToPath } from 'node:url';
import { defineModule } from '../../core/module';
import appeals from './appeals';
import './decide';
import decisions from './decisions';
import './messages';
import decisionRoutes from './routes';
import './schema';
import { decisionsStep } from './seed';
import strikes from './strikes';
import { appealsWaiting } from './waiting';

export default defineModule({
  name: 'decisions',
  description: 'Decisions with statements of reasons, notices for the platform, strikes and the ladder, appeals (/v3/appeals/create)',
  resources: [decisions, appeals, strikes],
  routes: decisionRoutes,
  seed: [decisionsStep],
  waiting: [appealsWaiting],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
});

export { affectedUser, recordDecision } from './decide';
export { noticeReporters, reverseCaseDecisions } from './outcomes';
