import type { UserState } from '../../../contract/users';
import { StatusChip, type ChipStyle } from '../shared/StatusChip';

export const userStatusStyles: Record<UserState, ChipStyle> = {
  active: { color: 'success', variant: 'outlined' },
  muted: { color: 'warning' },
  banned: { color: 'error' },
};

/** The status as of now (the API computes it from the end times). */
export const UserStatusChip = ({ source = 'status' }: { source?: string }) => <StatusChip styles={userStatusStyles} source={source} />;
