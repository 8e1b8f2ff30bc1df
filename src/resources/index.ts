// Every panel resource. Adding a module = a folder under src/resources plus a line here.
import type { PanelResource } from './types';
import guideCategories from './guide_categories';
import articles from './articles';
import orders from './orders';
import powerPackages from './power_packages';

export const resources: PanelResource[] = [guideCategories, articles, powerPackages, orders];

/** route-resource name ('wow_guide/article') → API resource ('articles') */
export const apiResourceOf = (name: string): string =>
  resources.find((r) => r.name === name)?.apiResource ?? name;
