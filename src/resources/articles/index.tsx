// Placeholder until the screens land; replaced by the guide screens.
import type { PanelResource } from '../types';

const resource: PanelResource = {
  name: 'wow_guide/article',
  apiResource: 'articles',
  messages: {
    'zh-CN': { name: 'articles', fields: {} },
    'en-US': { name: 'articles', fields: {} },
  },
};
export default resource;
