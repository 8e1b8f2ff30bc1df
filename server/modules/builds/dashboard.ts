// The builds' workplace cards: builds in each state (pending = waiting for review), new per day, and the most viewed.
import { countCard, popularCard } from '../../rollups/cards';

export const buildCards = [
  countCard('builds', 'mdr.wow.build', 'Builds: in all, in each state, new per day over 8 days', 'builds'),
  popularCard('popular_builds', 'mdr.wow.build', 'build', 'builds', 'The five most viewed published builds, with last week against the week before'),
];
