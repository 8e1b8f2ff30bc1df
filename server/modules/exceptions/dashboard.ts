// The exceptions' workplace card: groups waiting (unresolved), resolved and ignored, new groups per day.
import { countCard } from '../../rollups/cards';

export const exceptionCards = [
  countCard('exceptions', 'menu.exc', 'Exception groups: unresolved, resolved, ignored, new per day over 8 days', 'exception_groups'),
];
