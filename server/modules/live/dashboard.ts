// The live rooms' workplace card: rooms in all and applications waiting for review.
import { countCard } from '../../rollups/cards';

export const liveCards = [
  countCard('live_rooms', 'mdr.wow.live', 'Live rooms: in all, applications waiting (applying), new per day over 8 days', 'live_rooms'),
];
