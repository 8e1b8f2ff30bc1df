// The moderation actions the panel offers, each a command of the API
// (contract/users.ts) with fixed extra fields; which statuses allow each
// comes from the contract, so a button never offers what the API refuses.
// A mute or a timed ban asks for its length in the dialog (a common one
// preselected, any other within the contract's limits).
import BlockIcon from '@mui/icons-material/Block';
import GavelIcon from '@mui/icons-material/Gavel';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import type { ComponentType } from 'react';
import { BAN_DAYS, MUTE_HOURS, USER_COMMANDS, type UserCommand, type UserState } from '../../../contract/users';

/** The length a mute or ban asks for: its body field, first value, limits and quick picks. */
export interface DurationAsk {
  field: 'hours' | 'days';
  initial: number;
  min: number;
  max: number;
  quick: readonly number[];
}

export interface ModerationPreset {
  /** i18n key under resources.user/users.presets */
  key: string;
  command: UserCommand;
  extra: Record<string, unknown>;
  duration?: DurationAsk;
  icon: ComponentType;
  color: 'error' | 'warning' | 'success';
}

export const MODERATION_PRESETS: readonly ModerationPreset[] = [
  { key: 'mute', command: 'mute', extra: {}, icon: VolumeOffIcon, color: 'warning',
    duration: { field: 'hours', initial: 24, ...MUTE_HOURS, quick: [1, 24, 72, 168] } },
  { key: 'ban', command: 'ban', extra: {}, icon: BlockIcon, color: 'error',
    duration: { field: 'days', initial: 7, ...BAN_DAYS, quick: [1, 7, 30, 365] } },
  { key: 'ban_forever', command: 'ban', extra: { permanent: true }, icon: GavelIcon, color: 'error' },
  { key: 'lift', command: 'lift', extra: {}, icon: LockOpenIcon, color: 'success' },
];

export const presetsFrom = (status: UserState | undefined) =>
  MODERATION_PRESETS.filter((p) => !!status && (USER_COMMANDS[p.command].from as readonly string[]).includes(status));

/** A typed length is acceptable: a whole number within the limits. */
export const durationOk = (ask: DurationAsk, value: string): boolean => {
  const n = Number(value);
  return /^\d+$/.test(value.trim()) && n >= ask.min && n <= ask.max;
};
