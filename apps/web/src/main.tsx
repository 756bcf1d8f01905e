import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startUp } from './app/start-up.ts';
import { captureInstallPrompt } from './features/install-prompt/native-prompt.ts';

captureInstallPrompt();
startUp();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
