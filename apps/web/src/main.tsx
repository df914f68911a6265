import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { authApiSession } from './features/auth/index.ts';
import { connectApiSession } from './lib/api-client.ts';

connectApiSession(authApiSession);

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
