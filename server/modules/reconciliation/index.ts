// The reconciliation module: per Beijing day, the orders paid, refunds and
// withdrawals paid beside the author ledger's rows, every difference and the
// rows that cause it (docs/money.md "Reconciliation"). No tables of its own: it
// reads the orders module's and the authors module's.
import { defineModule } from '../../core/module';
import routes from './routes';

export default defineModule({
  name: 'reconciliation',
  description: 'Daily reconciliation of orders, refunds and withdrawals with the author ledger',
  resources: [],
  routes,
  migrations: null,
});
