import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait for what the screen will show; 1 s (the default) is not enough
// for a lazy chunk and a render on a busy two-core machine (a ceiling, not a target).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
