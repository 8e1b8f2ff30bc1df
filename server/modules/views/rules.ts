// What a saved view may hold, checked against the list it is of (a ListTarget,
// server/resources/list-target.ts) and the reader's grant: only the filters the
// list declares, each value as that filter's schema takes it, a declared sort
// field, and no money figure the reader may not see (a view never carries a
// filter the list itself would refuse its reader). Also who sees a stored view.
import type { TSchema } from 'typebox';
import Format from 'typebox/format';
import { Value } from 'typebox/value';
import { hasKey, type Grant } from '../../../contract/access/modules';
import { forbidden, invalidField } from '../../core/errors';
import { registerMessages } from '../../core/i18n';
import { hiddenMoneyOf } from '../../resources/money';
import type { ListTarget } from '../../resources/list-target';

/** At most this many saved views per staff member, all lists together. */
export const MAX_VIEWS_PER_OWNER = 50;

registerMessages({
  'zh-CN': {
    'error.view_list': '没有名为“{resource}”的列表',
    'error.view_filter': '列表“{resource}”没有筛选项“{key}”',
    'error.view_filter_value': '筛选项“{key}”的值不符合要求',
    'error.view_sort': '列表“{resource}”不能按“{field}”排序',
    'error.view_name_taken': '你已有同名视图“{name}”',
    'error.view_role': '没有这个角色',
    'error.views_limit': '每人最多保存 {limit} 个视图，请先删除不用的',
  },
  'en-US': {
    'error.view_list': 'There is no list named "{resource}"',
    'error.view_filter': 'The list "{resource}" has no filter "{key}"',
    'error.view_filter_value': 'The value of filter "{key}" is not valid',
    'error.view_sort': 'The list "{resource}" cannot be sorted by "{field}"',
    'error.view_name_taken': 'You already have a view named "{name}"',
    'error.view_role': 'There is no such role',
    'error.views_limit': 'Each person keeps at most {limit} views; delete one you no longer use first',
  },
});

// TypeBox's Value.Check reads the JSON Schema keywords (a Type.Unsafe StringEnum's `enum` too, schemas.ts)
// and knows the formats; the two the filters use are set as ajv-formats reads them (the route validator), where
// TypeBox's own date-time would also refuse an instant without seconds.
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
Format.Set('date', (v) => DAY.test(v) && !Number.isNaN(Date.parse(v)));
Format.Set('date-time', (v) => /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)$/i.test(v) && !Number.isNaN(Date.parse(v)));

/** The filter value as the list's schema takes it. */
function valueFits(schema: TSchema, value: unknown): boolean {
  return Value.Check(schema, value);
}

/** The list a view is of; -1 `resource` when there is none, -2 when the reader may not read it. */
export function targetFor(targets: ReadonlyMap<string, ListTarget>, resource: string, grant: Grant): ListTarget {
  const target = targets.get(resource);
  if (!target) throw invalidField('resource', 'error.view_list', { resource });
  if (!hasKey(grant, target.readKey)) throw forbidden();
  return target;
}

export interface ViewContent {
  filters?: Record<string, unknown>;
  sort?: string | null;
  order?: 'ASC' | 'DESC' | null;
}

/** -1 naming the field when the content is not one the list would take from this reader. */
export function checkContent(target: ListTarget, content: ViewContent, grant: Grant): void {
  const hidden = hiddenMoneyOf(target.name, target.moneyFields, grant);
  for (const [key, value] of Object.entries(content.filters ?? {})) {
    const schema = target.filters[key];
    if (!schema) throw invalidField(`filters.${key}`, 'error.view_filter', { resource: target.name, key });
    if (hidden.has(key)) throw invalidField(`filters.${key}`, 'error.money_filter', { key });
    if (!valueFits(schema, value)) throw invalidField(`filters.${key}`, 'error.view_filter_value', { key });
  }
  const { sort } = content;
  if (sort && (!target.sorts.includes(sort) || hidden.has(sort))) {
    throw invalidField('sort', hidden.has(sort) ? 'error.money_sort' : 'error.view_sort', { resource: target.name, field: sort });
  }
}

/** Whether a stored view is still one this reader's list would take (a grant changes; a shared view is the sharer's choice). */
export function usableBy(target: ListTarget, content: ViewContent, grant: Grant): boolean {
  try {
    checkContent(target, content, grant);
    return true;
  } catch {
    return false;
  }
}
