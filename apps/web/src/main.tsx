/**
 * The entry: start-up work first (storage, the device code, the recipe list's request), then the
 * user interface from ./app/mount.tsx. The two are separate chunks fetched together, so the
 * recipe list is on its way while React's code is still arriving and evaluating, and neither
 * evaluation is one long task (issue 17, decision 0006).
 */
import './styles/app.css';
import { startUp } from './app/start-up.ts';
import { captureInstallPrompt } from './features/install-prompt/native-prompt.ts';

captureInstallPrompt();
startUp();
void import('./app/mount.tsx');
