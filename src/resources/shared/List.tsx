// Every resource list of the panel: react-admin's <List>, which remembers a
// list's filter, sort and page per resource in its store. A list opened from a
// workplace figure (src/dashboard/useCard.ts `figureLink`) is kept apart: it
// asks the API for an exact total (`exactTotal`, so it shows the figure's own
// number rather than "10,000+"), and remembers its parameters under a key of
// its own, so the figure's filter never stays on the list opened from the menu.
import { List as RaList, useLocation, useResourceContext, type ListProps } from 'react-admin';
import { FIGURE_PARAM } from '../../dashboard/useCard';
import { withViews } from './views/withViews';

export const List = (props: ListProps) => {
  const resource = useResourceContext(props);
  const fromFigure = new URLSearchParams(useLocation().search).has(FIGURE_PARAM);
  // saved views (./views): the "Views" control beside the list's own actions
  const actions = withViews(props.actions);
  if (!fromFigure) return <RaList {...props} actions={actions} />;
  const queryOptions = { ...props.queryOptions, meta: { ...props.queryOptions?.meta, exactTotal: true } };
  return <RaList {...props} actions={actions} storeKey={`${resource}.figureParams`} queryOptions={queryOptions} />;
};
