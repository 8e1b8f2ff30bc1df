// The bad-input sweep (./sweep.ts) on PGlite; sweep-postgres.test.ts runs it on PostgreSQL.
import { sweepOn } from './sweep';

sweepOn('pglite');
