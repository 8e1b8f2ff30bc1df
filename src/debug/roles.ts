// The sample roles in the panel's access model (src/access): admin is the demo
// admin (role '*', every module), user the demo moderator (README.md "Demo accounts"). Both
// carry the moderator's modules, so switching only the role (setLocalRole)
// gives exactly the other account's access: '*' ignores modules.
import type { Grant } from '../../contract/access/modules';
import type { SampleRole } from '../../mocks/debug/role';

const USER_MODULES = ['mdr.dashboard', 'mdr.wow.guide', 'mdr.wow.build', 'mdr.wow.feedback', 'mdr.wow.live'];

export const grantOfSampleRole = (role: SampleRole): Grant =>
  ({ role: role === 'admin' ? '*' : 'user', modules: [...USER_MODULES] });
