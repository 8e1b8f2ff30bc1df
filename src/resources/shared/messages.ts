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
        action: {
          create: '创建', update: '修改', delete: '删除', submit: '提交审核', approve: '通过',
          reject: '驳回', hide: '隐藏', restore: '恢复',
        },
      },
      reason: {
        label: '原因',
        helper: '%{length} / %{max}',
      },
      transition: { done: '操作成功' },
      bulk: {
        result: '%{done} 条成功，%{failed} 条失败',
        result_failed: '%{done} 条成功，%{failed} 条失败：%{details}',
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
        action: {
          create: 'Created', update: 'Edited', delete: 'Deleted', submit: 'Submitted', approve: 'Approved',
          reject: 'Rejected', hide: 'Hidden', restore: 'Restored',
        },
      },
      reason: {
        label: 'Reason',
        helper: '%{length} / %{max}',
      },
      transition: { done: 'Done' },
      bulk: {
        result: '%{done} done, %{failed} failed',
        result_failed: '%{done} done, %{failed} failed: %{details}',
      },
      export: { failed: 'The export failed; please try again later' },
      pagination: { estimated_range: '%{offsetBegin}-%{offsetEnd} of %{limit}+' },
      conflict: 'This record was changed by someone else; reload to see the latest version',
      validation: { url: 'Enter a URL starting with http:// or https://' },
    },
  },
} as const;
