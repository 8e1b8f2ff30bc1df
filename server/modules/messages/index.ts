// The staff message centre: each staff member's inbox, and notify(), which
// other modules call (through this file only) inside their transactions.
// Importing it also subscribes the to-do completion to the mechanism's state
// changes (todos.ts).
import { fileURLToPath } from 'node:url';
import { defineModule } from '../../core/module';
import messagesRoutes from './routes';
import { messagesStep } from './seed';
import './todos';

export { completeTodosFor, notify, type MessageTag, type MessageTexts, type NotifyInput, type Recipients, type TodoSubject } from './notify';
export { avatarOf } from './repository';
/** the texts of kinds of to-do other modules send too */
export { FEEDBACK_ASSIGNED } from './texts';
export type { MessageKind } from './schema';

export default defineModule({
  name: 'messages',
  description: 'The message centre: my messages, notices and todos',
  resources: [],
  routes: messagesRoutes,
  seed: [messagesStep],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
});
