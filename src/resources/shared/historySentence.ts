// One history entry as a sentence in the reader's language, worded from the
// resource's contract labels (contract): "admin 隐藏了文章 · 原因：包含外链广告",
// "admin edited the article · Title: Old → New · Content changed (+120 characters)".
import type { ResourceLabels } from '../../../contract';
import { formatCents } from '../../../contract/money';
import type { HistoryChange, HistoryEntry } from '../../providers/types';
import { formatTime } from '../../i18n/time';

type Translate = (key: string, options?: object) => string;

/** A value cut to this many characters (the record page shows it whole). */
const VALUE_MAX = 40;

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/** An ISO time as the API writes it (a ban's end, a due time): shown in the reader's locale, not raw. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

function formatValue(change: HistoryChange, value: unknown, { labels, translate }: HistoryWords): string {
  if (typeof value === 'boolean') return translate(`ra.boolean.${value}`);
  if (isEmpty(value)) return '—';
  // by convention a field named …Cents holds integer fen (contract/money.ts)
  if (change.field.endsWith('Cents') && typeof value === 'number') return formatCents(value);
  const text = String(value);
  if (ISO_TIME.test(text)) return formatTime(text);
  const state = change.field === 'status' || change.field === 'state' ? labels?.states?.[text] : undefined;
  if (state) return state;
  return [...text].length > VALUE_MAX ? `${[...text].slice(0, VALUE_MAX).join('')}…` : text;
}

function describeChange(change: HistoryChange, words: HistoryWords): string {
  const { labels, translate } = words;
  const field = labels?.fields[change.field] ?? change.field;
  if (change.kind === 'text') {
    const delta = Number(change.after) - Number(change.before);
    return translate(delta === 0 ? 'mdr.history.text_same' : 'mdr.history.text_changed',
      { field, delta: delta > 0 ? `+${delta}` : String(delta) });
  }
  const [before, after] = [change.before, change.after].map((v) => formatValue(change, v, words));
  if (isEmpty(change.before) && typeof change.before !== 'boolean') return translate('mdr.history.set', { field, after });
  return translate('mdr.history.changed', { field, before, after });
}

export interface HistoryWords {
  labels?: ResourceLabels;
  /** the resource's name when the contract has none */
  fallbackName: string;
  translate: Translate;
  /** the reader's locale, for times */
  locale?: string;
}

/**
 * Who did what to the record: the resource's own sentence for the action
 * (contract `history`), or the shared one (`mdr.history.sentences`), else
 * "<actor> <verb>了<name>" / "<actor> <verb> the <name>" with the action's verb
 * (contract `actions`, or the shared `mdr.history.verb`). Undefined when the
 * action has no words at all (tests/unit/resources/history.test.ts finds none).
 */
export function historyHead(action: string, actor: string, { labels, fallbackName, translate }: HistoryWords): string | undefined {
  const name = labels?.name ?? fallbackName;
  const own = labels?.history?.[action];
  if (own) return own.replace(/%\{actor\}/g, actor).replace(/%\{name\}/g, name);
  const shared = translate(`mdr.history.sentences.${action}`, { _: '', actor, name });
  if (shared) return shared;
  const verb = labels?.actions?.[action] ?? translate(`mdr.history.verb.${action}`, { _: '' });
  return verb ? translate('mdr.history.sentence', { actor, verb, name }) : undefined;
}

/** The sentence and its details, joined with " · ". */
export function historySentence(entry: HistoryEntry, words: HistoryWords): string {
  const head = historyHead(entry.action, entry.actorName, words)
    // an action nobody worded yet still shows, under its API name
    ?? words.translate('mdr.history.sentence', { actor: entry.actorName, verb: entry.action, name: words.labels?.name ?? words.fallbackName });
  return [head, ...entry.changes.map((c) => describeChange(c, words))].join(' · ');
}
