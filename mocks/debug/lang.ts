// The sample API answers in the caller's language (the panel sends `lang`),
// zh-CN unless en-US is asked for.
export type SampleLang = 'zh-CN' | 'en-US';

export type Bilingual<T> = Record<SampleLang, T>;

export const langOf = (request: Request): SampleLang =>
  (request.headers.get('lang') === 'en-US' ? 'en-US' : 'zh-CN');

/** Sample-API messages; the zh-CN login wording is the spec's own (docs/panel.md "Debug mode"). */
export const SAMPLE_TEXT: Bilingual<Record<'usernameRequired' | 'passwordRequired' | 'badCredentials'
  | 'notLoggedIn' | 'badBody' | 'badType' | 'unavailable', string>> = {
  'zh-CN': {
    usernameRequired: '用户名不能为空',
    passwordRequired: '密码不能为空',
    badCredentials: '账号或者密码错误',
    notLoggedIn: '未登录',
    badBody: '请求内容有误',
    badType: 'type 只能是 text、image 或 video',
    unavailable: '调试模式的示例接口没有提供 %{path}',
  },
  'en-US': {
    usernameRequired: 'Username cannot be empty',
    passwordRequired: 'Password cannot be empty',
    badCredentials: 'Wrong username or password',
    notLoggedIn: 'Not logged in',
    badBody: 'Malformed request',
    badType: 'type must be text, image or video',
    unavailable: "Debug mode's sample API does not serve %{path}",
  },
};
