// zh-CN of react-admin = ra-language-chinese (the design's choice) with this
// overlay on top (src/i18n/index.ts merges them). The package predates
// react-admin 5, so the overlay holds only: keys it lacks, phrases whose
// %{placeholders} differ from ra-language-english, plural phrases (Polyglot's zh
// rule always takes the first form), half-width punctuation in Chinese
// sentences, and mistranslations (unselect 反选 = invert, remove 删除 = delete,
// next 向后, user_menu 设置 = settings, canceled 取消动作, page.list and
// page.empty). The rich-text editor's `ra.tiptap.*` (./ra-tiptap.ts) come with
// the signed-in app (src/i18n/signedIn.ts). tests/unit/panel/i18n.test.ts checks the merged result and that
// nothing here merely repeats the package.
export const raChineseOverlay = {
  ra: {
    action: {
      clear_array_input: '清空列表',
      create_item: '新建 %{item}',
      remove_all_filters: '移除全部筛选',
      remove: '移除',
      reset: '重置',
      search_columns: '搜索列',
      select_all: '全选',
      select_all_button: '全选',
      select_row: '选择此行',
      unselect: '取消选择',
      update: '更新',
      move_up: '上移',
      move_down: '下移',
      open: '打开',
      toggle_theme: '切换明暗主题',
      select_columns: '列',
      update_application: '重新加载应用',
    },
    page: {
      edit: '%{name} %{recordRepresentation}',
      list: '%{name}',
      show: '%{name} %{recordRepresentation}',
      empty: '暂无%{name}。',
      invite: '要新建一个吗？',
      access_denied: '无权访问',
      authentication_error: '认证错误',
    },
    input: {
      file: {
        upload_several: '将文件拖放到此处上传，或点击选择文件。',
        upload_single: '将文件拖放到此处上传，或点击选择文件。',
      },
      image: {
        upload_several: '将图片拖放到此处上传，或点击选择图片。',
        upload_single: '将图片拖放到此处上传，或点击选择图片。',
      },
      references: {
        all_missing: '找不到关联数据。',
        many_missing: '至少有一条关联数据已不可用。',
        single_missing: '关联数据已不可用。',
      },
    },
    message: {
      access_denied: '您没有访问此页面的权限',
      are_you_sure: '确定吗？',
      authentication_error: '认证服务器返回错误，无法校验您的凭据。',
      auth_error: '校验认证令牌时出错。',
      bulk_delete_content: '确定要删除这 %{smart_count} 项%{name}吗？',
      bulk_delete_title: '删除 %{smart_count} 项%{name}',
      bulk_update_content: '确定要更新这 %{smart_count} 项%{name}吗？',
      bulk_update_title: '更新 %{smart_count} 项%{name}',
      clear_array_input: '确定要清空整个列表吗？',
      delete_content: '确定要删除这个%{name}吗？',
      delete_title: '删除%{name} %{recordRepresentation}',
      details: '详情',
      error: '客户端出错，请求未能完成。',
      invalid_form: '表单有误，请检查标出的错误',
      loading: '请稍候',
      not_found: '网址输入有误，或链接已失效。',
      select_all_limit_reached: '条目过多，无法全部选中，仅选中了前 %{max} 项。',
      unsaved_changes: '部分修改尚未保存，确定要放弃吗？',
      placeholder_data_warning: '网络问题：数据刷新失败。',
    },
    navigation: {
      // the package's '1-10 / 42' reads as a fraction
      page_range_info: '第 %{offsetBegin}-%{offsetEnd} 条，共 %{total} 条',
      clear_filters: '清除筛选',
      no_filtered_results: '当前筛选条件下没有%{name}。',
      no_results: '没有%{name}',
      no_more_results: '页码 %{page} 超出范围，请返回上一页。',
      partial_page_range_info: '第 %{offsetBegin}-%{offsetEnd} 条，共超过 %{offsetEnd} 条',
      current_page: '第 %{page} 页',
      page: '转到第 %{page} 页',
      first: '转到第一页',
      last: '转到最后一页',
      next: '转到下一页',
      previous: '转到上一页',
      page_rows_per_page: '每页行数：',
    },
    sort: {
      // the column's name first and apart: the sort button's name holds its visible text as a word (label-in-name)
      sort_by: '%{field_lower_first} %{order}排列',
    },
    auth: {
      // the package's 退出 sits next to 退出全屏 in the app bar: ambiguous
      logout: '退出登录',
      user_menu: '个人资料',
      email: '邮箱',
      sign_in_error: '认证失败，请重试',
    },
    notification: {
      updated: '已更新 %{smart_count} 条记录',
      deleted: '已删除 %{smart_count} 条记录',
      http_error: '与服务器通信出错',
      data_provider_error: 'dataProvider 出错，详情请查看控制台。',
      canceled: '操作已取消',
      logged_out: '您的会话已结束，请重新登录。',
      not_authorized: '您无权访问此资源。',
      application_update_available: '有新版本可用。',
      offline: '网络未连接，无法获取数据。',
    },
    validation: {
      oneOf: '必须是以下之一：%{options}',
      regex: '必须符合指定格式（正则表达式）：%{pattern}',
      unique: '不能重复',
    },
    saved_queries: {
      label: '已保存的查询',
      query_name: '查询名称',
      new_label: '保存当前查询…',
      new_dialog_title: '将当前查询保存为',
      remove_label: '删除已保存的查询',
      remove_label_with_name: '删除查询“%{name}”',
      remove_dialog_title: '删除已保存的查询？',
      remove_message: '确定要从已保存的查询中删除这一项吗？',
      help: '筛选列表后可保存此查询，以便日后使用',
    },
    guesser: {
      empty: {
        title: '没有可显示的数据',
        message: '请检查数据提供者（dataProvider）',
      },
    },
    configurable: {
      customize: '自定义',
      configureMode: '配置此页面',
      inspector: {
        title: '检查器',
        content: '将鼠标悬停在界面元素上即可配置',
        reset: '重置设置',
        hideAll: '全部隐藏',
        showAll: '全部显示',
      },
      Datagrid: {
        title: '数据表格',
        unlabeled: '未命名列 #%{column}',
      },
      SimpleForm: {
        title: '表单',
        unlabeled: '未命名输入项 #%{input}',
      },
      SimpleList: {
        title: '列表',
        primaryText: '主要文本',
        secondaryText: '次要文本',
        tertiaryText: '第三行文本',
      },
    },
  },
};
