// What react-admin says after a create, a save or a delete
// (`resources.<name>.notifications.*`), worded with the resource's own name
// from its contract, for every resource: "Item deleted", "已删除物品", not
// react-admin's "Element deleted" / "已删除 1 条记录".
import type { ContractLang, ResourceLabels } from '../../../contract/types';
import { plural } from './bulkConfirm';

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The three notifications in `lang`; `unit`: the Chinese measure word of a count (个 when none). */
export function recordNotifications(labels: Pick<ResourceLabels, 'name'>, lang: ContractLang, unit = '个') {
  const { name } = labels;
  if (lang === 'en-US') {
    const many = plural(name, 2);
    return {
      created: `${capitalised(name)} created`,
      updated: `${capitalised(name)} saved |||| %{smart_count} ${many} updated`,
      deleted: `${capitalised(name)} deleted |||| %{smart_count} ${many} deleted`,
    };
  }
  return {
    created: `已创建${name}`,
    updated: `已保存${name} |||| 已更新 %{smart_count} ${unit}${name}`,
    deleted: `已删除${name} |||| 已删除 %{smart_count} ${unit}${name}`,
  };
}
