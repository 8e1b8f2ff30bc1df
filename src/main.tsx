import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadSignedInRoute } from './App';
import { getToken } from './http/storage';

async function start() {
  // Debug mode (npm run dev:mock): the sample API first; the condition is a build-time constant, so production drops it.
  if (import.meta.env.MODE === 'mock') await (await import('./debug/start')).startDebugMode();
  if (getToken()) void preloadSignedInRoute(window.location.hash);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
