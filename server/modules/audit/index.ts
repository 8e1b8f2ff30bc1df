// The audit log, read-only for role '*'. Its table is core (core/audit.ts
// writes a row with every mutation); /mdr/audit_log/days, each day's closing hash of its chain.
import { defineModule } from '../../core/module';
import auditLog from './audit-log';
import { daysRoutes } from './days';

export default defineModule({
  name: 'audit',
  description: 'The audit log: every mutation, read-only',
  resources: [auditLog],
  routes: daysRoutes,
  migrations: null,
});
