import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { Box } from '@mui/material';
import { useLocation, useTranslate } from 'react-admin';
import { callsInFlight, onInFlightChange } from '../../http/events';
import { createProgress, PROGRESS, type Progress } from './progress';

/**
 * A call must last this long before it shows the bar, so the minute-by-minute
 * unread-count poll and other instant answers do not flash it.
 */
const CALL_GRACE_MS = 100;

/** Starts the bar on every navigation and while calls are in flight; done once both settle. */
function useProgressDriver(progress: Progress): void {
  const { pathname, search } = useLocation();

  useEffect(() => () => progress.stop(), [progress]);

  useEffect(() => {
    let grace: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = onInFlightChange((count) => {
      if (count > 0) {
        grace ??= setTimeout(() => {
          grace = undefined;
          if (callsInFlight() > 0) progress.start();
        }, CALL_GRACE_MS);
        return;
      }
      clearTimeout(grace);
      grace = undefined;
      progress.done();
    });
    return () => {
      clearTimeout(grace);
      unsubscribe();
    };
  }, [progress]);

  useEffect(() => {
    progress.start();
    // the new page starts its calls as it mounts; finish only if none did
    const settle = setTimeout(() => callsInFlight() === 0 && progress.done(), PROGRESS.speed);
    return () => clearTimeout(settle);
  }, [pathname, search, progress]);
}

/** A thin bar at the top of the window in the theme colour (docs/domain.md "Constants"). */
export const ProgressBar = () => {
  const translate = useTranslate();
  const progress = useMemo(createProgress, []);
  useProgressDriver(progress);
  const { value, fading } = useSyncExternalStore(progress.subscribe, progress.state, progress.state);
  if (value === null) return null;
  return (
    <Box
      role="progressbar"
      data-testid="page-progress"
      aria-label={translate('shell.loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value * 100)}
      sx={(theme) => ({
        position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: theme.zIndex.tooltip + 1,
        pointerEvents: 'none', overflow: 'hidden',
        opacity: fading ? 0 : 1,
        transition: `opacity ${PROGRESS.speed}ms linear ${fading ? PROGRESS.speed : 0}ms`,
      })}
    >
      <Box
        sx={{
          height: '100%', bgcolor: 'primary.main',
          transform: `translateX(${(value - 1) * 100}%)`,
          transition: `transform ${PROGRESS.speed}ms ease`,
        }}
      />
    </Box>
  );
};
