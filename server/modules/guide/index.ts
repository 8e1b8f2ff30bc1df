// The guide module (WoW guides): categories and articles with their review
// workflow. The worked example of a module: see docs/architecture.md.
import { fileURLToPath } from 'node:url';
import { defineModule } from '../../core/module';
import { guideCards } from './dashboard';
import { contentViewsStep } from '../../seed/activity';
import articles from './articles';
import categories from './categories';
import { articlesStep } from './seed/articles';
import { categoriesStep } from './seed/categories';
import { articlesWaiting } from './waiting';

export { ARTICLE_PENDING, ARTICLE_REJECTED, articleLink } from './events';
export type { ArticleStatus } from './schema';
// the rich-text sanitiser, for any module storing editor HTML (builds' descriptions)
export { sanitizeArticleHtml as sanitizeRichText } from './sanitize';

export default defineModule({
  name: 'guide',
  description: 'Guide categories and articles, and the article review workflow',
  resources: [categories, articles],
  seed: [categoriesStep, articlesStep, contentViewsStep('article', 'articles')],
  dashboardCards: guideCards,
  waiting: [articlesWaiting],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
});
