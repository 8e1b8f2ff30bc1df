import { describe, expect, it } from 'vitest';

// The article editor is ra-input-rich-text (TipTap). Its TipTap packages must
// come from one release: a mixed install fails on import, and the editor (and
// the production build) with it.
describe('ra-input-rich-text', () => {
  it('loads with the installed TipTap packages', async () => {
    const module = await import('ra-input-rich-text');
    expect(typeof module.RichTextInput).toBe('function');
  });
});
