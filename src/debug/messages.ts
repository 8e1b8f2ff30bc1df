// Debug mode's phrases, merged into src/i18n/index.ts. Empty outside debug
// mode, so the production build carries none of them.
import type { Locale } from '../http/storage';

const enUS = {
  debug: {
    role: {
      admin: 'Administrator',
      user: 'User',
      switch_to: 'Switch role to %{role}',
      hint: 'Debug mode, this browser only',
      switched: 'Acting as %{role} now (debug mode, this browser only)',
    },
  },
};

const zhCN: typeof enUS = {
  debug: {
    role: {
      admin: '管理员',
      user: '普通用户',
      switch_to: '切换角色为%{role}',
      hint: '调试模式，仅本机生效',
      switched: '已切换为%{role}（调试模式，仅本机生效）',
    },
  },
};

export const DEBUG_MESSAGES: Record<Locale, typeof enUS> = { 'zh-CN': zhCN, 'en-US': enUS };

export const debugMessages: Record<Locale, Partial<typeof enUS>> =
  import.meta.env.MODE === 'mock' ? DEBUG_MESSAGES : { 'zh-CN': {}, 'en-US': {} };
