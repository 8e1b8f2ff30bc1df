// Guide articles (#/wow_guide/article): review queue, reading, editing.
import ArticleIcon from '@mui/icons-material/Article';
import { lazyView } from '../../lazy';
import type { PanelResource } from '../types';
import { articleCards } from './cards';
import { messages } from './messages';
import { ARTICLE_LIST_QUERY, ARTICLE_RESOURCE } from './types';

// Each screen is its own chunk, fetched when first opened (src/lazy.ts).
const ArticleCreate = lazyView(() => import('./ArticleCreate').then((m) => m.ArticleCreate));
const ArticleEdit = lazyView(() => import('./ArticleEdit').then((m) => m.ArticleEdit));
const ArticleList = lazyView(() => import('./ArticleList').then((m) => m.ArticleList));
const ArticleShow = lazyView(() => import('./ArticleShow').then((m) => m.ArticleShow));

const resource: PanelResource = {
  name: ARTICLE_RESOURCE,
  apiResource: 'articles',
  list: ArticleList,
  listQuery: ARTICLE_LIST_QUERY,
  show: ArticleShow,
  edit: ArticleEdit,
  create: ArticleCreate,
  icon: ArticleIcon,
  recordRepresentation: 'title',
  messages,
  queueFacts: ['categoryName', 'authorName', 'createdAt'],
  cards: articleCards,
};
export default resource;
