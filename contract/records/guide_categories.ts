// A guide category as the API answers it: its declaration's (contract/guide_categories.ts).
import type { RecordOf } from '../fields';
import type { GUIDE_CATEGORIES } from '../guide_categories';

export type CategoryRecord = RecordOf<typeof GUIDE_CATEGORIES.fields>;
