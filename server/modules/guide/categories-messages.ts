// Labels of the category fields the resource mechanism added (CSV headers);
// to be folded into the module's shared labels.
import { registerMessages } from '../../core/i18n';

registerMessages({
  'zh-CN': { 'guide_categories.fields.childCount': '子分类数' },
  'en-US': { 'guide_categories.fields.childCount': 'Sub-categories' },
});
