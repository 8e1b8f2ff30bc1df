import { GAME_VERSIONS } from '../../../contract/game_data';
import { EditToolbar } from '../shared/EditToolbar';
import { RecordHistory } from '../shared/RecordHistory';
import { ResourceForm } from '../shared/ResourceForm';
import { ResourceCreate, ResourceEdit } from '../shared/ResourceEdit';
import { declaredInputs } from '../shared/declared';
import { writableOf } from '../shared/declaredFields';

/** What the API accepts, its limits and inputs (contract/game_data.ts); the release time in Beijing wall time. */
const WRITABLE = writableOf(GAME_VERSIONS);

const VersionForm = () => (
  <ResourceForm toolbar={<EditToolbar redirect="list" />}>{declaredInputs(GAME_VERSIONS)}</ResourceForm>
);

export const VersionCreate = () => (
  <ResourceCreate redirect="list" writable={WRITABLE}><VersionForm /></ResourceCreate>
);

export const VersionEdit = () => (
  <ResourceEdit redirect="list" writable={WRITABLE} aside={<RecordHistory />}>
    <VersionForm />
  </ResourceEdit>
);
