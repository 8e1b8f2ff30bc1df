// build/bootPreload.ts: signed in, the boot script asks for the shell chunk (and on a list route the lists
// chunk) beside the entry; signed out (the login page) it asks for nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { bootScript } from '../../../build/bootPreload';

const run = (hash: string) => {
  window.location.hash = hash;
  new Function(bootScript('assets/shell-a1.js', 'assets/lists-b2.js'))();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href.replace(/^.*\//, ''));
};

afterEach(() => {
  localStorage.clear();
  document.head.querySelectorAll('link').forEach((l) => l.remove());
});

describe('the boot script', () => {
  it('preloads nothing signed out', () => {
    expect(run('#/login')).toEqual([]);
    expect(run('#/wow_guide/article')).toEqual([]);
  });

  it('preloads the shell signed in, and the lists on a list route only', () => {
    localStorage.setItem('token', 't');
    expect(run('#/wow_guide/article')).toEqual(['shell-a1.js', 'lists-b2.js']);
    document.head.querySelectorAll('link').forEach((l) => l.remove());
    expect(run('#/dashboard/workplace')).toEqual(['shell-a1.js']);
    document.head.querySelectorAll('link').forEach((l) => l.remove());
    expect(run('#/wow_guide/article/5/show')).toEqual(['shell-a1.js']);
  });
});
