// The audit log, read-only for role '*'. Its table is core (core/audit.ts
// writes a row with every mutation).
import { defineModule } from '../../core/module';
import auditLog from './audit-log';

export default defineModule({
  name: 'audit',
  description: 'The audit log: every mutation, read-only',
  resources: [auditLog],
  migrations: null,
});
