// The decisions module (docs/decisions.md): every restriction of a player's
// content or account written as a decision with its statement of reasons, the
// notices for the platform (the outbox) and a strike, in the restricting
// command's own transaction; appeals and the escalation ladder.
import { fileURLToPath } from 'node:url';
import { defineModule } from '../../core/module';
import './schema';

export default defineModule({
  name: 'decisions',
  description: 'Decisions with statements of reasons, notices for the platform (/v3/notices/pull), strikes and appeals (/v3/appeals/create)',
  resources: [],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
});
