// The moderation actions the panel offers, each a command of the API
// (src/contract/users.ts) with fixed extra fields; which statuses allow each
// comes from the contract, so a button never offers what the API refuses.
import BlockIcon from '@mui/icons-material/Block';
import GavelIcon from '@mui/icons-material/Gavel';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import type { ComponentType } from 'react';
import { USER_COMMANDS, type UserCommand, type UserState } from '../../contract/users';

export interface ModerationPreset {
  /** i18n key under resources.user/users.presets */
  key: string;
  command: UserCommand;
  extra: Record<string, unknown>;
  icon: ComponentType;
  color: 'error' | 'warning' | 'success';
}

export const MODERATION_PRESETS: readonly ModerationPreset[] = [
  { key: 'mute_24h', command: 'mute', extra: { hours: 24 }, icon: VolumeOffIcon, color: 'warning' },
  { key: 'ban_7d', command: 'ban', extra: { days: 7 }, icon: BlockIcon, color: 'error' },
  { key: 'ban_forever', command: 'ban', extra: { permanent: true }, icon: GavelIcon, color: 'error' },
  { key: 'lift', command: 'lift', extra: {}, icon: LockOpenIcon, color: 'success' },
];

export const presetsFrom = (status: UserState | undefined) =>
  MODERATION_PRESETS.filter((p) => !!status && (USER_COMMANDS[p.command].from as readonly string[]).includes(status));
