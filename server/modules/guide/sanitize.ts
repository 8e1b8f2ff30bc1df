// Article HTML is written by authors in the panel's rich-text editor (TipTap via
// ra-input-rich-text) and read back by staff and the public site, so it is
// sanitised on every write: an allow-list of what the editor produces, nothing
// else. The output is stable under a second pass (idempotent), so re-saving an
// article never changes it.
import sanitizeHtml from 'sanitize-html';

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.%]+\s*(,\s*[\d.%]+\s*){2,3}\)$/i, /^[a-z]{3,20}$/i];
const ALIGN = [/^(left|right|center|justify|start|end)$/];
// Only raster images may be inlined; data:image/svg+xml can carry script.
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/]+=*$/i;
// Browsers ignore control characters and spaces inside a scheme ("java\nscript:").
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f]+/g; // eslint-disable-line no-control-regex

const ALIGNABLE = ['p', 'h1', 'h2', 'h3', 'h4'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'code', 'pre',
    'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr', 'span', 'mark',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    span: ['style'],
    mark: ['style', 'data-color'],
    code: ['class'],
    pre: ['class'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    ...Object.fromEntries(ALIGNABLE.map((t) => [t, ['style']])),
  },
  allowedClasses: { code: ['language-*'], pre: ['language-*'] },
  allowedStyles: {
    span: { color: COLOR, 'background-color': COLOR, 'text-align': ALIGN },
    mark: { color: COLOR, 'background-color': COLOR },
    ...Object.fromEntries(ALIGNABLE.map((t) => [t, { 'text-align': ALIGN }])),
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  // Drop the content of elements whose text is code or markup, not prose.
  nonTextTags: [
    'script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'noembed', 'noframes', 'iframe',
    'object', 'embed', 'svg', 'math', 'template', 'title', 'select', 'plaintext', 'head',
  ],
  transformTags: { a: transformLink, img: transformImage },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

function transformLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { target, rel: _rel, ...rest } = attribs;
  if (target === '_blank' || target === '_self') {
    return { tagName, attribs: { ...rest, target, rel: 'noopener noreferrer' } };
  }
  return { tagName, attribs: rest };
}

function transformImage(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { src, width, height, ...rest } = attribs;
  const out: sanitizeHtml.Attributes = { ...rest };
  const cleaned = (src ?? '').replace(IGNORED_IN_URL, '');
  if (cleaned && (!/^data:/i.test(cleaned) || DATA_IMAGE.test(cleaned))) {
    out.src = /^data:/i.test(cleaned) ? cleaned : src;
  }
  if (width && /^\d{1,4}%?$/.test(width)) out.width = width;
  if (height && /^\d{1,4}%?$/.test(height)) out.height = height;
  return { tagName, attribs: out };
}

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const BLOCK_BOUNDARY = /<\/?(p|div|h[1-6]|li|ul|ol|br|tr|td|th|table|blockquote|pre|hr)\b[^>]*>/gi;
const TEXT_ONLY: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags };

/** Plain text of article HTML (summaries, search, CSV): one line, whitespace collapsed. */
export function htmlToText(html: string): string {
  const spaced = html.replace(BLOCK_BOUNDARY, ' $&');
  return sanitizeHtml(spaced, TEXT_ONLY)
    // sanitize-html escapes exactly these three in text; undo it for plain text.
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
