// Records of the guide module for the generated tests (tests/api/helpers/samples.ts).
import type { ArticleStatus } from '../../../server/modules/guide';
import type { ModuleSamples } from '../helpers/samples';
import { insertArticle } from './fixtures';

const samples: ModuleSamples = async (db) => {
  const user = await db.insertInto('users').values({ nickname: 'sample player' }).returning('id').executeTakeFirstOrThrow();
  const author = await db.insertInto('authors').values({ user_id: user.id, pen_name: 'Sample Author', status: 'approved' })
    .returning('id').executeTakeFirstOrThrow();
  const newCategory = (name: string) => db.insertInto('guide_categories').values({ name, parent_id: null, sort_order: 0 })
    .returning('id').executeTakeFirstOrThrow().then((r) => r.id);
  const categoryId = await newCategory('Sample category');
  let n = 0;
  return {
    guide_categories: {
      insert: () => newCategory(`Sample ${++n}`),
      data: () => ({ name: 'Sample category' }),
    },
    articles: {
      insert: (state) => insertArticle(db, { categoryId, authorId: author.id, status: (state ?? 'draft') as ArticleStatus }),
      data: () => ({ categoryId, authorId: author.id, title: 'Sample article' }),
    },
  };
};
export default samples;
