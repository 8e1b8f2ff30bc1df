// "通过所选的 3 篇文章？" / "Approve 3 selected articles?": the question a bulk
// action asks first, naming the count and the resource (contract name).
import type { ResourceLabels } from '../../../contract';

type Translate = (key: string, options?: object) => string;

/** English plural of a contract name ('category' → 'categories'). */
export const plural = (name: string, count: number): string => {
  if (count === 1) return name;
  if (/[^aeiou]y$/i.test(name)) return `${name.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(name)) return `${name}es`;
  return `${name}s`;
};

export interface BulkQuestion {
  /** the button's label: '通过' / 'Approve' */
  action: string;
  count: number;
  /** the route resource (its `unit`, the Chinese measure word, defaults to 个) */
  resource: string;
  labels?: ResourceLabels;
  locale: string;
  translate: Translate;
}

export function bulkConfirmTitle({ action, count, resource, labels, locale, translate }: BulkQuestion): string {
  const name = labels?.name ?? translate(`resources.${resource}.name`, { smart_count: count });
  return translate('mdr.bulk.confirm', {
    action, count, name: locale.startsWith('en') ? plural(name, count) : name,
    // a Chinese count needs its measure word (3 篇文章); English none
    unit: locale.startsWith('zh') ? translate(`resources.${resource}.unit`, { _: '个' }) : '',
  });
}
