// Records of the authors module for the generated tests (tests/api/helpers/samples.ts).
import type { ModuleSamples } from '../helpers/samples';
import { beijingToday } from '../../../contract/days';
import { insertAuthor, insertWithdrawal } from './fixtures';

const thisMonth = () => beijingToday().slice(0, 7);

const samples: ModuleSamples = async (db) => ({
  authors: {
    insert: (state) => insertAuthor(db, { status: (state ?? 'approved') as 'approved', balanceCents: 50_000 }),
    data: () => ({ penName: 'Sample pen name', revenueShare: 65 }),
    // the statement's month: this Beijing month (a later one is -1)
    bodies: { adjust: { amountCents: 1_000, reason: 'sample adjustment' }, statement: { month: thisMonth() }, statement_export: { month: thisMonth() } },
  },
  withdrawals: {
    insert: (state) => insertWithdrawal(db, { state: state === 'approved' ? 'approved' : 'requested' }).then((w) => w.id),
    bodies: { pay: { reference: 'REF-1' } },
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
