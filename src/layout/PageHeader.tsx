import { Box, Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import {
  LinkBase, TitlePortal, useGetOne, useGetRecordRepresentation, useLocation, useTranslate,
} from 'react-admin';
import { resources } from '../resources';
import { breadcrumbOf, type Crumb } from './breadcrumb';

const RESOURCES = new Set(resources.map((r) => r.name));

/**
 * A record's crumb: its representation (an article's title) once loaded, its
 * id until then. The page itself loads the same record, so react-query
 * answers this from the same cache entry.
 */
const RecordCrumb = ({ resource, id }: { resource: string; id: string }) => {
  const known = RESOURCES.has(resource);
  const { data } = useGetOne(resource, { id }, { enabled: known, retry: false });
  const represent = useGetRecordRepresentation(resource);
  const text = data && known ? represent(data) : `#${id}`;
  return <>{typeof text === 'string' && text ? text : `#${id}`}</>;
};

const CrumbText = ({ crumb }: { crumb: Crumb }) => {
  const translate = useTranslate();
  if (crumb.record) return <RecordCrumb {...crumb.record} />;
  return <>{translate(crumb.label ?? '', { _: crumb.label, smart_count: 1 })}</>;
};

const crumbSx = { maxWidth: { xs: 200, sm: 360 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * Above every signed-in page: the breadcrumb (module › page › record) and the
 * page's title as its one h1 (react-admin's <Title> of each page renders into
 * it through the title portal).
 */
export const PageHeader = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const crumbs = breadcrumbOf(pathname);
  return (
    <Box sx={{ pt: 1.5, minWidth: 0 }} data-testid="page-header">
      {crumbs.length > 0 && (
        <Breadcrumbs aria-label={translate('shell.breadcrumb')} sx={{ typography: 'body2' }}>
          {crumbs.map((crumb, i) => (crumb.to
            ? <MuiLink key={i} component={LinkBase} to={crumb.to} underline="hover" sx={{ ...crumbSx, color: 'text.secondary' }}><CrumbText crumb={crumb} /></MuiLink>
            : <Typography key={i} variant="body2" aria-current="page" sx={{ ...crumbSx, color: 'text.primary' }}><CrumbText crumb={crumb} /></Typography>))}
        </Breadcrumbs>
      )}
      {/* a long record title wraps rather than widening the page on a phone */}
      <TitlePortal component="h1" variant="h5"
        sx={{ mt: 0.5, fontWeight: 500, lineHeight: 1.4, whiteSpace: 'normal', overflowWrap: 'anywhere' }} />
    </Box>
  );
};
