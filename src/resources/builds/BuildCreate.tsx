import { ResourceCreate } from '../shared/ResourceEdit';
import { pickFields } from '../shared/validators';
import { BuildForm } from './BuildForm';
import { BUILD_WRITABLE } from './types';
import { cleanGear } from './GearInput';

const pick = pickFields(BUILD_WRITABLE);
const toApi = (data: Record<string, unknown>) => cleanGear(pick(data) as { gear?: Record<string, unknown> });

const defaults = { gear: {}, description: '', featured: false };

/** A new build starts as a draft (the server sets the status). */
export const BuildCreate = () => (
  <ResourceCreate redirect="show" record={defaults} transform={toApi}>
    <BuildForm />
  </ResourceCreate>
);
