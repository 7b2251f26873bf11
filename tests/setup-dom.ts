import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens load their dialogs, bars and tabs lazily (issue 11): the first `import()` of one in a test run is
// transformed on the spot, which on a busy 2-core CI machine takes longer than Testing Library's default 1 s
// wait. `findBy…`/`waitFor` still end as soon as the element shows.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
