import { Box, Button, Typography } from '@mui/material';
import { Link, Title, useLocation, useTranslate } from 'react-admin';
import { findRoute, MODULES, routePermission } from '../../contract/access/modules';
import type { Grant } from '../../contract/access/modules';
import { actionKeyOf, apiResourceFor, canDo } from '../access/actionAccess';
import { canOpenLocation, moduleRouteOf } from '../access/canAccess';
import { useGrant } from '../access/role';
import { NotFound } from './NotFound';
import { WORKPLACE_PATH } from './paths';

/** A route's access rule as a person asks for it: `orders.read`, `a.read + b.read`, `a.read / b.read`. */
export const readableKey = (rule: string): string => rule.split('|').map((alt) => alt.split('&').join(' + ')).join(' / ');

/** The module-table page (or module: `#/orders`) a location is on: its menu label and access rule. */
function pageOf(pathname: string): { label: string; rule: string } | undefined {
  const route = moduleRouteOf(pathname);
  const found = route ? findRoute(route) : undefined;
  if (found) return { label: `menu.${found.route.name}`, rule: routePermission(found.route.path) };
  const module = MODULES.find((m) => `/${m.name}` === pathname);
  return module?.key ? { label: `menu.${module.name}`, rule: module.key } : undefined;
}

/** "You don't have access to …", with the key to ask for when the page's rule names one. */
const Denied = ({ label, rule }: { label?: string; rule?: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }} data-testid="no-access">
      <Title title="no_access.title" />
      <Typography variant="h4" component="p" sx={{ color: 'text.secondary' }} gutterBottom>{translate('no_access.title')}</Typography>
      <Typography variant="body1" sx={{ mb: 1 }}>
        {label ? translate('no_access.message', { page: translate(label) }) : translate('no_access.this_page')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
        {rule ? translate('no_access.ask', { key: readableKey(rule) }) : translate('no_access.ask_admin')}
      </Typography>
      {/* MUI's Button, not react-admin's: that one drops its words on a phone, leaving an empty icon button */}
      <Button component={Link} to={WORKPLACE_PATH} variant="contained">{translate('not_found.back')}</Button>
    </Box>
  );
};

/**
 * What a location needs that the grant lacks: the route's rule (module keys), or, on a route it
 * opens, the key of its list (`audit_log.read` beside the module key). Undefined when it lacks nothing.
 */
function lacking(grant: Grant | null, pathname: string, rule: string): string | undefined {
  if (!canOpenLocation(grant, pathname)) return rule;
  const route = moduleRouteOf(pathname);
  const apiResource = route ? apiResourceFor(route) : undefined;
  if (!route || !apiResource || canDo(grant, route, 'list')) return undefined;
  return actionKeyOf(apiResource, 'list');
}

/**
 * Any route no page answers: a page of the module table the staff member may not open says so,
 * with the key to ask for (docs/domain.md "Who may open what"); any other is the not-found page.
 * `denied`: the server menu leaves the page out, whatever the grant says.
 */
export const MissingPage = ({ denied = false }: { denied?: boolean; title?: unknown }) => {
  const { pathname } = useLocation();
  const grant = useGrant();
  const what = pageOf(pathname);
  if (!what) return <NotFound />;
  const needs = denied ? what.rule : lacking(grant, pathname, what.rule);
  // a page this member may open but that is not there (a mistyped record page) is not found
  return needs ? <Denied label={what.label} rule={needs} /> : <NotFound />;
};

/** react-admin refused an action's page (an edit page without the update key): the page named, no key guessed. */
export const NoAccess = () => {
  const { pathname } = useLocation();
  return <Denied label={pageOf(pathname)?.label} />;
};
