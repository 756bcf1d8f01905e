/**
 * The user interface, hydrated into the splash that index.html already shows. Loaded by main.tsx
 * as its own chunk (fetched at once, beside the entry, through a modulepreload in index.html), so
 * the start-up work and the recipe list's request run in a task of their own before React's code
 * is evaluated (issue 17, decision 0006).
 */
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { announceStarted } from './started.ts';

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
// React has the page: the start check (public/start-check.js) stands down.
announceStarted();
