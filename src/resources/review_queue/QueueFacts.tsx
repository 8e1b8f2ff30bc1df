// The facts a decision on the open item rests on (a build's class, spec, game
// version and talent string; an application's revenue share, payout method and
// date), as the fields its resource names (PanelResource.queueFacts): labels and
// values come from the contract's declaration, as on the record's own page, so
// they never drift from it.
import { Box } from '@mui/material';
import { RecordContextProvider, ResourceContextProvider, type RaRecord } from 'react-admin';
import { CONTRACTS } from '../../../contract';
import { resources } from '..';
import { DeclaredShow } from '../shared/declared';

export const QueueFacts = ({ type, record }: { type: string; record: RaRecord }) => {
  const resource = resources.find((r) => r.apiResource === type);
  const fields = CONTRACTS[type]?.fields;
  if (!resource?.queueFacts?.length || !fields) return null;
  return (
    <ResourceContextProvider value={resource.name}>
      <RecordContextProvider value={record}>
        {/* a talent string is one long word: broken anywhere rather than past the pane */}
        <Box data-testid="queue-facts" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          <DeclaredShow contract={{ resource: type, fields }} only={resource.queueFacts} />
        </Box>
      </RecordContextProvider>
    </ResourceContextProvider>
  );
};
