// Strings of the shared resource pieces, under the top-level key `mdr`; the
// app's i18n provider merges them next to react-admin's own `ra.*` messages.
// Resource-specific wording lives in each resource's messages and wins over
// these fallbacks (`resources.<name>.notify.<action>` etc.).

export const sharedMessages = {
  'zh-CN': {
    mdr: {
      action: { export: '导出' },
      history: {
        title: '操作记录',
        empty: '暂无操作记录',
        sentence: '%{actor} %{verb}了%{name}',
        changed: '%{field}：%{before} → %{after}',
        set: '%{field}：%{after}',
        text_changed: '%{field}已修改（%{delta} 字符）',
        text_same: '%{field}已修改（字数不变）',
        verb: { create: '创建', update: '修改', delete: '删除' },
        /** every resource's actions whose verb does not fit "<actor> <verb>了<name>" */
        sentences: { view_sensitive: '%{actor} 查看了%{name}的完整信息' },
      },
      reason: {
        label: '原因',
        helper: '%{length} / %{max}',
        common: '常用原因',
      },
      transition: { done: '操作成功', confirm: '%{action}「%{name}」？' },
      money: { invalid: '请输入金额（元，最多两位小数，不能为 0）', hidden: '查看金额需要相应权限（“查看金额”）' },
      reveal: { show: '查看完整信息（将记录操作日志）' },
      bulk: {
        confirm: '%{action}所选的 %{count} %{unit}%{name}？',
        confirm_hint: '每条记录单独处理：状态不允许的会列出，其余照常完成。',
        result: '%{done} 条成功，%{failed} 条失败',
        result_failed: '%{done} 条成功，%{failed} 条失败：%{details}',
        failed: '%{failed} 条未执行：%{details}',
      },
      export: { failed: '导出失败，请稍后再试' },
      pagination: { estimated_range: '第 %{offsetBegin}-%{offsetEnd} 条，共 %{limit}+ 条' },
      conflict: '该记录已被他人修改，请刷新后再试',
      validation: { url: '请输入以 http:// 或 https:// 开头的网址' },
    },
  },
  'en-US': {
    mdr: {
      action: { export: 'Export' },
      history: {
        title: 'History',
        empty: 'No changes recorded yet',
        sentence: '%{actor} %{verb} the %{name}',
        changed: '%{field}: %{before} → %{after}',
        set: '%{field}: %{after}',
        text_changed: '%{field} changed (%{delta} characters)',
        text_same: '%{field} changed (same length)',
        verb: { create: 'created', update: 'edited', delete: 'deleted' },
        sentences: { view_sensitive: "%{actor} viewed the %{name}'s full details" },
      },
      reason: {
        label: 'Reason',
        helper: '%{length} / %{max}',
        common: 'Common reasons',
      },
      transition: { done: 'Done', confirm: '%{action} "%{name}"?' },
      money: { invalid: 'Enter an amount in yuan (at most two decimals, not 0)', hidden: 'Money figures need their key ("See money figures")' },
      reveal: { show: 'Show in full (recorded in the audit log)' },
      bulk: {
        confirm: '%{action} %{count} selected %{unit}%{name}?',
        confirm_hint: 'Each record is handled on its own: those whose status does not allow it are listed, the rest are done.',
        result: '%{done} done, %{failed} failed',
        result_failed: '%{done} done, %{failed} failed: %{details}',
        failed: '%{failed} not done: %{details}',
      },
      export: { failed: 'The export failed; please try again later' },
      pagination: { estimated_range: '%{offsetBegin}-%{offsetEnd} of %{limit}+' },
      conflict: 'This record was changed by someone else; reload to see the latest version',
      validation: { url: 'Enter a URL starting with http:// or https://' },
    },
  },
} as const;
