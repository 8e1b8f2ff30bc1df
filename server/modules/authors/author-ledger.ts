// author_ledger (read-only): the rows that moved an author's balance, newest
// first, for the author's timeline; the same access as the author's details.
// Schemas, query, filters, sorts and CSV: the declaration (contract/author_ledger.ts).
import { AUTHOR_LEDGER } from '../../../contract/author_ledger';
import { READ_ACTIONS, defineResource } from '../../resources/types';
import authors from './authors';

export default defineResource({
  contract: AUTHOR_LEDGER,
  table: 'author_ledger',
  permission: authors.permission,
  actions: READ_ACTIONS,
  hasUpdatedAt: false,
  // the contract's money figures are written in yuan, not withheld: no author_ledger.read_money key exists
  moneyFields: [],
});
