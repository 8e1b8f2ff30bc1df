// The app bar's refresh button, covered by a spinner while the reader's own data loads.
// react-admin's LoadingIndicator spins for every query in flight, so the polls that keep a page
// live (who else has the record open, unread counts, a job's progress) made it flash every few
// seconds over the button a reader may be about to tap. A poll that already has its answer
// refreshes quietly here; its first load, any other query and every command still spin.
import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import { useIsFetching, useIsMutating, type Query } from '@tanstack/react-query';
import { RefreshIconButton } from 'react-admin';

/** A poll's refresh of data the page already shows: not something the reader is waiting for. */
export const isQuietPoll = (query: Query): boolean =>
  query.state.data !== undefined && Boolean((query.options as { refetchInterval?: unknown }).refetchInterval);

export const LoadingIndicator = () => {
  const loading = useIsFetching({ predicate: (q) => !isQuietPoll(q) }) + useIsMutating() > 0;
  return (
    <Box sx={{ position: 'relative' }}>
      <RefreshIconButton sx={loading ? { opacity: 0 } : undefined} />
      {loading && (
        <CircularProgress
          className="app-loader"
          color="inherit"
          size={16}
          thickness={6}
          sx={{ position: 'absolute', top: '30%', left: '30%' }}
        />
      )}
    </Box>
  );
};
