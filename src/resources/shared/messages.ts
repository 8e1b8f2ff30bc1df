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
      queueNext: { button: '队列中的下一条（%{n}）', empty: '队列中已没有这类待处理条目' },
      money: { invalid: '请输入金额（元，最多两位小数，不能为 0）', hidden: '查看金额需要相应权限（“查看金额”）' },
      reveal: { show: '查看完整信息（将记录操作日志）' },
      bulk: {
        confirm: '%{action}所选的 %{count} %{unit}%{name}？',
        confirm_hint: '每条记录单独处理：状态不允许的会列出，其余照常完成。',
        result: '%{done} 条成功，%{failed} 条失败',
        result_failed: '%{done} 条成功，%{failed} 条失败：%{details}',
        failed: '%{failed} 条未执行：%{details}',
      },
      jobs: {
        all: '%{action}筛选结果全部 %{count} 条',
        all_unknown: '%{action}筛选结果全部记录',
        confirm: '%{action}符合当前筛选条件的全部 %{count} 条%{name}？',
        confirm_unknown: '%{action}符合当前筛选条件的全部%{name}？',
        confirm_hint: '在后台逐条处理，每条都记入操作记录；状态不允许的记录不会处理，失败的会在结束后列出原因。',
        progress: '已处理 %{tried} / %{total}（成功 %{done}，失败 %{failed}）',
        progress_label: '任务进度',
        state: {
          queued: '排队中', running: '进行中', done: '已完成',
          cancelled: '已取消，%{pending} 条未处理', stopped: '已停止，%{pending} 条未处理',
        },
        cancel: '取消任务',
        close_hint: '关闭此窗口不影响任务，它会在服务器上继续执行。',
        failures: '未完成（%{failed} 条）',
        more_failures: '另有 %{count} 条未列出',
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
      queueNext: { button: 'Next in queue (%{n})', empty: 'Nothing of this kind waits in the queue' },
      money: { invalid: 'Enter an amount in yuan (at most two decimals, not 0)', hidden: 'Money figures need their key ("See money figures")' },
      reveal: { show: 'Show in full (recorded in the audit log)' },
      bulk: {
        confirm: '%{action} %{count} selected %{unit}%{name}?',
        confirm_hint: 'Each record is handled on its own: those whose status does not allow it are listed, the rest are done.',
        result: '%{done} done, %{failed} failed',
        result_failed: '%{done} done, %{failed} failed: %{details}',
        failed: '%{failed} not done: %{details}',
      },
      jobs: {
        all: '%{action} all %{count} matching this filter',
        all_unknown: '%{action} all matching this filter',
        confirm: '%{action} all %{count} %{name} matching this filter?',
        confirm_unknown: '%{action} all %{name} matching this filter?',
        confirm_hint: 'Runs in the background, each record on its own with its own history entry. Records whose status does not allow it are left as they are; any that fail are listed with the reason at the end.',
        progress: '%{tried} of %{total} tried (%{done} done, %{failed} failed)',
        progress_label: 'Job progress',
        state: {
          queued: 'Queued', running: 'Running', done: 'Finished',
          cancelled: 'Cancelled: %{pending} not tried', stopped: 'Stopped: %{pending} not tried',
        },
        cancel: 'Cancel job',
        close_hint: 'Closing this leaves the job running on the server.',
        failures: 'Not done (%{failed})',
        more_failures: 'and %{count} more',
      },
      export: { failed: 'The export failed; please try again later' },
      pagination: { estimated_range: '%{offsetBegin}-%{offsetEnd} of %{limit}+' },
      conflict: 'This record was changed by someone else; reload to see the latest version',
      validation: { url: 'Enter a URL starting with http:// or https://' },
    },
  },
} as const;
