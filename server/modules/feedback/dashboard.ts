// The feedback workplace card: tickets in each state (open and processing are waiting on staff).
import { countCard } from '../../rollups/cards';

export const feedbackCards = [
  countCard('feedback', 'mdr.wow.feedback', 'Feedback tickets: in all, in each state, new per day over 8 days', 'feedback'),
];
