import { ResourceCreate } from '../shared/ResourceEdit';
import { BUILDS } from '../../../contract/builds';
import { writableOf } from '../shared/declaredFields';
import { pickFields } from '../shared/validators';
import { BuildForm } from './BuildForm';
import { cleanGear } from './GearInput';

/** What the API accepts in create/update data (role follows the spec): contract/builds.ts. */
const pick = pickFields(writableOf(BUILDS));
const toApi = (data: Record<string, unknown>) => cleanGear(pick(data) as { gear?: Record<string, unknown> });

const defaults = { gear: {}, description: '', featured: false };

/** A new build starts as a draft (the server sets the status). */
export const BuildCreate = () => (
  <ResourceCreate redirect="show" record={defaults} transform={toApi}>
    <BuildForm />
  </ResourceCreate>
);
