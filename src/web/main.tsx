import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { shareStyleNonce } from './app/style-nonce.ts';
import { BootGate } from './boot/BootGate.tsx';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';

shareStyleNonce();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <BootGate />
  </StrictMode>,
);
