import type { OrderState } from '../../../contract/orders';
import type { ChipStyle } from '../shared/StatusChip';

export const orderStatusStyles: Record<OrderState, ChipStyle> = {
  pending: { color: 'warning', variant: 'outlined' },
  paid: { color: 'success' },
  closed: { color: 'default', variant: 'outlined' },
  partially_refunded: { color: 'info' },
  refunded: { color: 'error' },
};
