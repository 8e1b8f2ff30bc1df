// Runs in the unit project's jsdom (not node) on purpose: the sanitised HTML is
// parsed back by an HTML5 parser, the way a browser reads it, so a parser
// differential (mutation XSS) shows up as a real element or attribute.
import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeArticleHtml } from '../../../server/modules/guide/sanitize';
import { HOSTILE_HTML } from '../../fixtures/hostile-html';

const ALLOWED_ATTRS: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'],
  span: ['style'], mark: ['style', 'data-color'], code: ['class'], pre: ['class'],
  p: ['style'], h1: ['style'], h2: ['style'], h3: ['style'], h4: ['style'],
  th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'], ol: ['start'],
};
const PLAIN_TAGS = ['br', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'li', 'table', 'thead', 'tbody', 'tr', 'hr'];

/** What a browser would find dangerous or unexpected in the parsed HTML. */
function problems(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  for (const el of Array.from(template.content.querySelectorAll('*'))) {
    const tag = el.localName;
    if (!(tag in ALLOWED_ATTRS) && !PLAIN_TAGS.includes(tag)) found.push(`element <${tag}>`);
    for (const { name, value } of Array.from(el.attributes)) {
      if (!(ALLOWED_ATTRS[tag] ?? []).includes(name)) found.push(`attribute ${tag}[${name}]`);
      const url = value.replace(/[\u0000-\u0020]+/g, '').toLowerCase(); // eslint-disable-line no-control-regex
      const inlineImage = tag === 'img' && /^data:image\/(png|jpe?g|gif|webp);/.test(url);
      if ((name === 'href' || name === 'src') && /^(javascript|vbscript|data):|^\/\//.test(url) && !inlineImage) {
        found.push(`url ${tag}[${name}]=${value}`);
      }
      if (name === 'style' && /expression|url\(|position|@import/i.test(value)) found.push(`style ${value}`);
    }
    if (tag === 'a' && el.getAttribute('target') && el.getAttribute('rel') !== 'noopener noreferrer') found.push('target without rel');
  }
  return found;
}

describe('sanitizeArticleHtml on the hostile corpus', () => {
  it('has a corpus of at least 30 hostile cases plus benign ones', () => {
    expect(HOSTILE_HTML.length).toBeGreaterThanOrEqual(30);
    expect(new Set(HOSTILE_HTML.map((c) => c.name)).size).toBe(HOSTILE_HTML.length);
  });

  it('the browser-side check itself spots live markup in unsanitised input', () => {
    expect(problems('<img src=x onerror=alert(1)>')).toContain('attribute img[onerror]');
    expect(problems('<a href="jav&#x09;ascript:alert(1)">x</a>')[0]).toMatch(/^url a\[href\]/);
    expect(problems('<a href="x" target="_blank">x</a>')).toContain('target without rel');
    expect(problems('<svg><p>x</p></svg>')).toContain('element <svg>');
    expect(problems('<span style="width:expression(alert(1))">x</span>')).toHaveLength(1);
  });

  it.each(HOSTILE_HTML.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const out = sanitizeArticleHtml(c.html);
    const lower = out.toLowerCase();
    for (const bad of c.mustNotContain) expect(lower, `must not contain ${bad}`).not.toContain(bad);
    for (const good of c.mustContain ?? []) expect(out, `must contain ${good}`).toContain(good);
    expect(problems(out)).toEqual([]);
    // A browser re-serialising the DOM (e.g. the editor loading it) must not mutate it into something live.
    const template = document.createElement('template');
    template.innerHTML = out;
    expect(problems(template.innerHTML)).toEqual([]);
    expect(sanitizeArticleHtml(out)).toBe(out);
  });
});

describe('sanitizeArticleHtml on ordinary content', () => {
  it('keeps an empty or plain-text article as it is', () => {
    expect(sanitizeArticleHtml('')).toBe('');
    expect(sanitizeArticleHtml('只有文字 plain text')).toBe('只有文字 plain text');
  });

  it('is idempotent on what the editor re-saves, including entities and nbsp', () => {
    const html = '<p>A &amp; B&nbsp;&lt;tag&gt; "quoted" \'single\'</p><p><a href="https://x.example/?a=1&amp;b=2" title="a &quot;t&quot;">q</a></p>';
    const once = sanitizeArticleHtml(html);
    expect(once).toContain('href="https://x.example/?a=1&amp;b=2"');
    expect(sanitizeArticleHtml(once)).toBe(once);
    expect(sanitizeArticleHtml(sanitizeArticleHtml(once))).toBe(once);
  });

  it('drops target values other than _blank/_self and the rel that came with them', () => {
    const out = sanitizeArticleHtml('<a href="https://x.example" target="evilframe" rel="opener">x</a>');
    expect(out).toBe('<a href="https://x.example">x</a>');
  });

  it('drops non-numeric image sizes', () => {
    const out = sanitizeArticleHtml('<img src="https://x.example/a.png" width="100" height="1;background:url(x)">');
    expect(out).toBe('<img src="https://x.example/a.png" width="100" />');
  });
});

describe('htmlToText', () => {
  it('gives one line of decoded text with block boundaries as spaces', () => {
    const html = '<h2>开荒</h2><p>A &amp; B &lt;3&gt;&nbsp;ok</p><ul><li>一</li><li>two</li></ul><script>alert(1)</script><br>end';
    expect(htmlToText(html)).toBe('开荒 A & B <3> ok 一 two end');
  });

  it('keeps inline formatting words together', () => {
    expect(htmlToText('<p>Mortal <strong>Strike</strong>s hit</p>')).toBe('Mortal Strikes hit');
  });

  it('returns an empty string for markup without text', () => {
    expect(htmlToText('<p></p><img src="https://x.example/a.png"><hr>')).toBe('');
  });
});
