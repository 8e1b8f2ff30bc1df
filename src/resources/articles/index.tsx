// Guide articles (#/wow_guide/article): review queue, reading, editing.
import ArticleIcon from '@mui/icons-material/Article';
import type { PanelResource } from '../types';
import { ArticleCreate } from './ArticleCreate';
import { ArticleEdit } from './ArticleEdit';
import { ArticleList } from './ArticleList';
import { ArticleShow } from './ArticleShow';
import { messages } from './messages';
import { ARTICLE_RESOURCE } from './types';

const resource: PanelResource = {
  name: ARTICLE_RESOURCE,
  apiResource: 'articles',
  list: ArticleList,
  show: ArticleShow,
  edit: ArticleEdit,
  create: ArticleCreate,
  icon: ArticleIcon,
  recordRepresentation: 'title',
  messages,
};
export default resource;
