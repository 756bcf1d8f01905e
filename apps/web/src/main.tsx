import './styles/app.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startUp } from './app/start-up.ts';
import { captureInstallPrompt } from './features/install-prompt/native-prompt.ts';

captureInstallPrompt();
startUp();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// #root already holds the splash (index.html), the markup App's first render gives: hydrating
// adopts it instead of painting it again.
hydrateRoot(
  root,
  <StrictMode>
    <App />
  </StrictMode>,
);
