import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BootGate } from './boot/BootGate.tsx';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <BootGate />
  </StrictMode>,
);
