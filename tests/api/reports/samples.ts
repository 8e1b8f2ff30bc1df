// Records of the reports module for the generated tests (tests/api/helpers/samples.ts).
import type { ReportCaseState } from '../../../contract/reports';
import type { ModuleSamples } from '../helpers/samples';
import { insertCase } from './fixtures';

const samples: ModuleSamples = async (db) => ({
  reports: {
    insert: (state) => insertCase(db, (state ?? 'open') as ReportCaseState),
    // a sample case reports a user: uphold mutes them (hide and reject fit content only)
    bodies: { uphold: { action: 'mute', days: 1, reason: 'sample' } },
  },
});
export default samples;
