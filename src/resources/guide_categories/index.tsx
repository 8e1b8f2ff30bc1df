// Placeholder until the screens land; replaced by the guide screens.
import type { PanelResource } from '../types';

const resource: PanelResource = {
  name: 'wow_guide/category',
  apiResource: 'guide_categories',
  messages: {
    'zh-CN': { name: 'guide_categories', fields: {} },
    'en-US': { name: 'guide_categories', fields: {} },
  },
};
export default resource;
