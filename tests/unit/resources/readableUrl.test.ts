// The panel shows a link's target as a person reads it, whatever form it was typed in.
import { describe, expect, it } from 'vitest';
import { readableUrl } from '../../../src/resources/promotion_links/readableUrl';

describe('readableUrl', () => {
  it('shows percent-encoded UTF-8 as characters and keeps reserved characters encoded', () => {
    expect(readableUrl('https://example.com/%E8%B7%AF%E5%BE%84?q=%E4%B8%AD%E6%96%87')).toBe('https://example.com/路径?q=中文');
    expect(readableUrl('https://example.com/?a=%26b%3D1&c=%2F')).toBe('https://example.com/?a=%26b%3D1&c=%2F');
    expect(readableUrl('https://example.com/路径')).toBe('https://example.com/路径');
  });

  it('leaves a malformed sequence as it is', () => {
    expect(readableUrl('https://example.com/%E8%B7')).toBe('https://example.com/%E8%B7');
    expect(readableUrl('https://example.com/100%')).toBe('https://example.com/100%');
  });
});
