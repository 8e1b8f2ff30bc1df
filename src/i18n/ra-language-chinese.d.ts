// ra-language-chinese ships CommonJS without types: one messages object.
declare module 'ra-language-chinese' {
  import type { TranslationMessages } from 'react-admin';
  const messages: TranslationMessages;
  export default messages;
}
