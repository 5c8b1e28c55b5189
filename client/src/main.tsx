import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadEnv } from './data/env';
import { monitoring } from './shell/monitoring';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Monitoring waits for /api/env: it decides (by DSN and environment name) whether reporting is on.
void loadEnv().then((env) =>
  monitoring.start(window, {
    dsn: env.monitoringDsn,
    env: env.env,
    hostname: window.location.hostname,
    automated: navigator.webdriver === true,
    mode: import.meta.env.MODE,
  }),
);
