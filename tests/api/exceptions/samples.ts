// Records of the exceptions module for the generated tests (tests/api/helpers/samples.ts).
import type { ExceptionState } from '../../../contract/exceptions';
import type { ModuleSamples } from '../helpers/samples';
import { insertGroup } from './fixtures';

const samples: ModuleSamples = async (db) => ({
  exceptions: { insert: (state) => insertGroup(db, (state ?? 'unresolved') as ExceptionState) },
});
export default samples;
