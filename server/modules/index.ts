// Every API resource. Adding a module = a folder under server/modules with its
// defineResource(...) config(s), plus a line here.
import type { AnyResource } from '../resources/types';
import guideCategories from './guide/categories';
import articles from './guide/articles';
import auditLog from './audit/audit-log';

export const resources: AnyResource[] = [guideCategories, articles, auditLog];
