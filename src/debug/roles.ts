// The sample roles in the panel's access model (src/access): admin is the demo
// admin (role '*', every key), user the demo moderator (README.md "Demo accounts"), holding
// what the real API gives the demo `user` (server/seed/staff.ts): the action
// keys of its modules that neither move or show money nor reveal personal data,
// after the module keys they open (contract/access/actionKeys.ts). Both carry
// the moderator's keys, so switching only the role (setLocalRole) gives exactly
// the other account's access: '*' ignores modules.
import { effectiveModules, keysOfModules } from '../../contract/access/actionKeys';
import type { Grant } from '../../contract/access/modules';
import type { SampleRole } from '../../mocks/debug/role';

const USER_MODULES = ['mdr.dashboard', 'mdr.wow.guide', 'mdr.wow.build', 'mdr.wow.feedback', 'mdr.wow.live'];
const USER_KEYS = effectiveModules(keysOfModules(USER_MODULES));

export const grantOfSampleRole = (role: SampleRole): Grant =>
  ({ role: role === 'admin' ? '*' : 'user', modules: [...USER_KEYS] });
