// Records of the authors module for the generated tests (tests/api/helpers/samples.ts).
import type { ModuleSamples } from '../helpers/samples';
import { beijingToday } from '../../../contract/days';
import { insertAuthor, insertBatch, insertWithdrawal } from './fixtures';

const thisMonth = () => beijingToday().slice(0, 7);

const samples: ModuleSamples = async (db) => ({
  authors: {
    insert: (state) => insertAuthor(db, { status: (state ?? 'approved') as 'approved', balanceCents: 50_000 }),
    data: () => ({ penName: 'Sample pen name', revenueShare: 65 }),
    // the statement's month: this Beijing month (a later one is -1)
    bodies: { adjust: { amountCents: 1_000, reason: 'sample adjustment' }, statement: { month: thisMonth() }, statement_export: { month: thisMonth() } },
  },
  withdrawals: {
    // approved unless asked for requested (approve, reject): what a payout batch gathers (withdrawals/batch)
    insert: (state) => insertWithdrawal(db, { state: state === 'requested' ? 'requested' : 'approved' }).then((w) => w.id),
    bodies: { pay: { reference: 'REF-1' } },
  },
  withdrawal_batches: {
    insert: () => insertBatch(db),
  },
  author_ledger: {
    insert: async () => {
      const authorId = await insertAuthor(db, { balanceCents: 1_000 });
      const row = await db.selectFrom('author_ledger').select('id').where('author_id', '=', authorId).executeTakeFirstOrThrow();
      return Number(row.id);
    },
  },
});
export default samples;
