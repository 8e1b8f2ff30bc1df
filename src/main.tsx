import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

async function start() {
  // Debug mode (npm run dev:mock): the sample API first; the condition is a build-time constant, so production drops it.
  if (import.meta.env.MODE === 'mock') await (await import('./debug/start')).startDebugMode();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
