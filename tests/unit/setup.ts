// Every findBy* and waitFor of the unit project waits up to 5 s, not Testing
// Library's 1 s: on two shared cores under load, a drawer's close transition or
// a re-render after a setting changes has taken longer than 1 s, failing tests
// whose behaviour was right. A real defect still fails, only 4 s later.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
