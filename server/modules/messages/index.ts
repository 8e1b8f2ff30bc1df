// The message centre as other modules see it: notify(...) and its types. Any
// other file of this folder is its own business. Importing it also subscribes
// the to-do completion to the mechanism's state changes (todos.ts).
export { notify, type MessageTag, type MessageTexts, type NotifyInput, type Recipients, type TodoSubject } from './notify';
export { avatarOf } from './repository';
import './todos';
