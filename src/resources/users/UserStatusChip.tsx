import type { UserState } from '../../../contract/users';
import { StatusChip, type ChipStyle } from '../shared/StatusChip';

const styles: Record<UserState, ChipStyle> = {
  active: { color: 'success', variant: 'outlined' },
  muted: { color: 'warning' },
  banned: { color: 'error' },
};

/** The status as of now (the API computes it from the end times). */
export const UserStatusChip = ({ source = 'status' }: { source?: string }) => <StatusChip styles={styles} source={source} />;
