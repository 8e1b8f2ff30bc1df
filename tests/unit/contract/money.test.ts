import { describe, expect, it } from 'vitest';
import { formatCents, parseYuan } from '../../../contract/money';

describe('money (fen ⇄ ¥)', () => {
  it('formats fen as yuan with grouping and two decimals, the same in both languages', () => {
    expect(formatCents(123450, 'en-US')).toBe('¥1,234.50');
    expect(formatCents(123450, 'zh-CN')).toBe('¥1,234.50');
    expect(formatCents(0)).toBe('¥0.00');
    expect(formatCents(5)).toBe('¥0.05');
    expect(formatCents(-1200)).toBe('-¥12.00');
    expect(formatCents(100000000000)).toBe('¥1,000,000,000.00');
  });
  it('refuses what is not an integer of fen instead of rounding it', () => {
    expect(formatCents(1.5)).toBe('');
    expect(formatCents(Number.NaN)).toBe('');
  });
  it('reads yuan typed by a person into fen', () => {
    expect(parseYuan('1,234.5')).toBe(123450);
    expect(parseYuan('¥12')).toBe(1200);
    expect(parseYuan('0.07')).toBe(7);
    expect(parseYuan('-3.10')).toBe(-310);
    expect(parseYuan('1.234')).toBeNull();
    expect(parseYuan('12,34')).toBeNull();
    expect(parseYuan('abc')).toBeNull();
  });
});
