import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DevShell } from '@storefront/shell/dev';
import '@storefront/ui/tokens.css';
import Routes from './Routes';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <DevShell>
        <Routes />
      </DevShell>
    </StrictMode>,
  );
}
