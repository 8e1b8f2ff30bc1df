// The users module: platform players (list, detail, mute / ban / lift) on the
// core `users` table, with the columns its migration adds; demo data: thousands
// of players with invitations and a few moderated (seed.ts).
import { fileURLToPath } from 'node:url';
import { defineModule } from '../../core/module';
import { userCards } from './dashboard';
import { activeDaysStep } from '../../seed/activity';
import { activeUsers, inviterRank } from './rollups';
import { usersModerationStep } from './seed';
import users from './users';
import './schema';

export { statusSql } from './status';

export default defineModule({
  name: 'users',
  description: 'Platform users: profile, invitations and moderation (mute, ban, lift)',
  resources: [users],
  seed: [usersModerationStep, activeDaysStep],
  rollups: [inviterRank, activeUsers],
  dashboardCards: userCards,
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
});
