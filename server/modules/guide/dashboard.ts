// The guide's workplace cards: articles in each state (pending = waiting for review), new per day, and the most viewed.
import { countCard, popularCard } from '../../rollups/cards';

export const guideCards = [
  countCard('articles', 'mdr.wow.guide', 'Articles: in all, in each state, new per day over 8 days', 'articles'),
  popularCard('popular_articles', 'mdr.wow.guide', 'article', 'articles', 'The five most viewed published articles, with last week against the week before'),
];
