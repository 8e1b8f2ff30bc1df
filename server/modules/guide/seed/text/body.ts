// Builds a demo article body as the panel's rich-text editor would store it:
// headings, paragraphs, lists, bold, a table, a quote, code and a link.
import { fill, type Rng } from '../../../../seed/rng';
import type { Group } from './categories';
import { CLOSING, QUOTES, SECTIONS } from './tips';
import type { Lang } from './titles';
import { LINKS } from '../../../../seed/text/wow';

type Vars = Record<string, string>;

const LABELS: Record<Lang, { stats: string; stat: string; priority: string; macro: string; note: string }> = {
  zh: { stats: '属性优先级', stat: '属性', priority: '优先级', macro: '推荐宏', note: '注意：数值会随热修复变化，请以游戏内为准。' },
  en: { stats: 'Stat Priority', stat: 'Stat', priority: 'Priority', macro: 'Suggested Macro', note: 'Note: numbers change with hotfixes; check in game.' },
};

const MACROS = [
  '#showtooltip\n/cast [@mouseover,help,nodead][] {spell}',
  '#showtooltip\n/use 13\n/cast {spell}',
  '/cast [@focus,harm,nodead][] {spell}',
];

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function articleBody(rng: Rng, group: Group, lang: Lang, vars: Vars, summary: string): string {
  const pool = SECTIONS[group][lang];
  const parts = [`<p>${escapeText(summary)}</p>`];
  // Each tip appears once per article: sections take turns from one shuffled deck.
  const tips = rng.shuffle(pool.tips).map((t) => fill(t, vars));
  for (const heading of rng.shuffle(pool.headings).slice(0, rng.int(2, 3))) {
    if (tips.length < 2) break;
    parts.push(section(rng, heading, tips.splice(0, rng.int(3, 4))));
  }
  if (group === 'class') {
    parts.push(statTable(lang, vars));
    if (rng.chance(0.35)) parts.push(macro(rng, lang, vars));
  }
  if (rng.chance(0.4)) parts.push(`<blockquote><p>${rng.pick(QUOTES[lang])}</p></blockquote>`);
  if (rng.chance(0.2)) parts.push(`<p><mark data-color="#ffc078" style="background-color: #ffc078">${LABELS[lang].note}</mark></p>`);
  const link = rng.pick(LINKS);
  const anchor = `<a href="${link.href}" target="_blank" rel="noopener noreferrer">${link[lang]}</a>`;
  parts.push(`<p>${fill(rng.pick(CLOSING[lang]), { link: anchor })}</p>`);
  return parts.join('');
}

/** A heading, a paragraph, then the rest as a list (or a paragraph when only one is left). */
function section(rng: Rng, heading: string, tips: string[]): string {
  const [first, ...rest] = tips;
  const list = rng.chance(0.6) ? 'ul' : 'ol';
  const tail = rest.length > 1 ? `<${list}>${rest.map((t) => `<li>${t}</li>`).join('')}</${list}>` : rest.map((t) => `<p>${t}</p>`).join('');
  return `<h2>${heading}</h2><p>${first}</p>${tail}`;
}

function statTable(lang: Lang, vars: Vars): string {
  const l = LABELS[lang];
  const rows = [vars.stat1, vars.stat2, vars.stat3, vars.stat4].map((s, i) => `<tr><td>${s}</td><td>${i + 1}</td></tr>`).join('');
  return `<h3>${l.stats}</h3><table><thead><tr><th>${l.stat}</th><th>${l.priority}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function macro(rng: Rng, lang: Lang, vars: Vars): string {
  const text = fill(rng.pick(MACROS), { spell: vars.spell });
  return `<h3>${LABELS[lang].macro}</h3><pre><code>${escapeText(text)}</code></pre>`;
}
