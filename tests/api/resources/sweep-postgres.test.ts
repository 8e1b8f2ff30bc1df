// The bad-input sweep (./sweep.ts) on PostgreSQL (TEST_DATABASE_URL); sweep.test.ts runs it on PGlite.
import { sweepOn } from './sweep';

sweepOn('postgres');
