import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadSignedInRoute } from './App';
import { getToken } from './http/storage';
import { createQueryClient } from './providers/queryClient';

async function start() {
  // Debug mode (npm run dev:mock): the sample API first; the condition is a build-time constant, so production drops it.
  if (import.meta.env.MODE === 'mock') await (await import('./debug/start')).startDebugMode();
  // one cache for the app and the prefetch of the first list page (src/listPrefetch.ts)
  const queryClient = createQueryClient();
  if (getToken()) void preloadSignedInRoute(window.location.hash, queryClient);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}

void start();
