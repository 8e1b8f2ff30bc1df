import { ResourceEdit } from '../shared/ResourceEdit';
import { pickFields } from '../shared/validators';
import { BuildActions } from './BuildActions';
import { BuildForm } from './BuildForm';
import { BUILD_WRITABLE } from './types';
import { cleanGear } from './GearInput';

const pick = pickFields(BUILD_WRITABLE);
const toApi = (data: Record<string, unknown>) => cleanGear(pick(data) as { gear?: Record<string, unknown> });

/** Pessimistic: a stale version (-5) says someone else changed the build and keeps the user's edits. */
export const BuildEdit = () => (
  <ResourceEdit transform={toApi} redirect="show" actions={<BuildActions view="edit" />}>
    <BuildForm />
  </ResourceEdit>
);
