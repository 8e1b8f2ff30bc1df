// The mute/ban length the dialog accepts is exactly what the API's contract allows.
import { describe, expect, it } from 'vitest';
import { BAN_DAYS, MUTE_HOURS } from '../../../contract/users';
import { durationOk, MODERATION_PRESETS, presetsFrom } from '../../../src/resources/users/moderation';

const ask = (key: string) => MODERATION_PRESETS.find((p) => p.key === key)!.duration!;

describe('moderation lengths', () => {
  it('accepts whole numbers within the contract limits and nothing else', () => {
    expect(durationOk(ask('mute'), String(MUTE_HOURS.max))).toBe(true);
    expect(durationOk(ask('mute'), String(MUTE_HOURS.max + 1))).toBe(false);
    expect(durationOk(ask('ban'), '30')).toBe(true);
    expect(durationOk(ask('ban'), String(BAN_DAYS.max + 1))).toBe(false);
    for (const bad of ['0', '', '1.5', '-3', 'abc']) expect(durationOk(ask('ban'), bad)).toBe(false);
  });

  it('offers a ban with a length and a permanent ban to an active player, and lift to a banned one', () => {
    expect(presetsFrom('active').map((p) => p.key)).toEqual(['mute', 'ban', 'ban_forever']);
    expect(presetsFrom('banned').map((p) => p.key)).toContain('lift');
    expect(ask('ban').initial).toBe(7);
  });
});
