// The builds module (#/wow_build/bulid): players' character builds (class,
// spec, talents, gear from the game data) and their review workflow, as the
// guide's articles. See docs/builds.md.
import { fileURLToPath } from 'node:url';
import { defineModule } from '../../core/module';
import { buildCards } from './dashboard';
import { contentViewsStep } from '../../seed/activity';
import builds from './builds';
import { buildsStep } from './seed/builds';
import { buildsWaiting } from './waiting';

export type { BuildStatus } from './schema';

export default defineModule({
  name: 'builds',
  description: 'Character builds (class, spec, talents, gear) and their review workflow',
  resources: [builds],
  seed: [buildsStep, contentViewsStep('build', 'builds')],
  dashboardCards: buildCards,
  waiting: [buildsWaiting],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
});
