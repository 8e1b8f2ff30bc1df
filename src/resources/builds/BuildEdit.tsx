import { ResourceEdit } from '../shared/ResourceEdit';
import { BUILDS } from '../../../contract/builds';
import { writableOf } from '../shared/declaredFields';
import { pickFields } from '../shared/validators';
import { BuildActions } from './BuildActions';
import { BuildForm } from './BuildForm';
import { cleanGear } from './GearInput';

/** What the API accepts in create/update data (role follows the spec): contract/builds.ts. */
const pick = pickFields(writableOf(BUILDS));
const toApi = (data: Record<string, unknown>) => cleanGear(pick(data) as { gear?: Record<string, unknown> });

/** Pessimistic: a stale version (-5) says someone else changed the build and keeps the user's edits. */
export const BuildEdit = () => (
  <ResourceEdit transform={toApi} redirect="show" actions={<BuildActions view="edit" />}>
    <BuildForm />
  </ResourceEdit>
);
