// Every resource list of the panel: react-admin's <List>, which remembers a
// list's filter, sort and page per resource in its store. A list opened from a
// workplace figure (src/dashboard/useCard.ts `figureLink`) is kept apart: it
// asks the API for an exact total (`exactTotal`, so it shows the figure's own
// number rather than "10,000+"), and remembers its parameters under a key of
// its own, so the figure's filter never stays on the list opened from the menu.
// On a wide screen its rows come first: the filter form, the saved views, the
// toolbar's buttons but the column chooser, and the pagination render once they
// are painted (./listDeferral.tsx), in space kept for them so nothing moves. A
// narrower screen wraps the toolbar to a height its content decides (a phone's
// grew by 150 px), so there everything renders at once, as before.
import { useMediaQuery, type Theme } from '@mui/material';
import { List as RaList, useLocation, useResourceContext, type ListProps } from 'react-admin';
import { FIGURE_PARAM } from '../../dashboard/useCard';
import { SettledSignal, ToolsProvider, useToolsState } from './listDeferral';
import { withViews } from './views/withViews';

/** The height of the toolbar on a wide screen (the filter form's inputs, or the buttons alone), kept before it renders. */
const reserveSx = (withInputs: boolean) => ({ '& .RaList-actions': { minHeight: withInputs ? 64 : 48 } });

/**
 * The bar of a selection's actions (react-admin's BulkActionsToolbar) opens in the page's flow above the rows: by
 * default it slides up over the list's toolbar, hiding the filters and search one may still want to change.
 */
const bulkSx = { '& .RaBulkActionsToolbar-toolbar': { position: 'relative', transform: 'none' } };

export const List = (props: ListProps) => {
  const resource = useResourceContext(props);
  const fromFigure = new URLSearchParams(useLocation().search).has(FIGURE_PARAM);
  const [settled, settle] = useToolsState();
  // noSsr: known from the first render (as useIsPhone)
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'), { noSsr: true });
  const tools = settled || !wide;
  // saved views (./views): the "Views" control beside the list's own actions
  const actions = withViews(props.actions);
  const filters = Array.isArray(props.filters) && !tools ? [] : props.filters;
  const alwaysOn = Array.isArray(props.filters) && props.filters.some((f) => (f.props as { alwaysOn?: boolean } | undefined)?.alwaysOn);
  const sx = [bulkSx, tools ? false : reserveSx(alwaysOn), ...(Array.isArray(props.sx) ? props.sx : [props.sx ?? false])];
  const deferred = {
    // marked while the tools are still to come (tests/e2e/screens.ts waits for them)
    ...props, actions, filters, sx, pagination: tools ? props.pagination : false, 'data-list-tools': tools ? 'ready' : 'pending',
    children: <>{props.children}<SettledSignal onSettled={settle} /></>,
  } as ListProps;
  const list = fromFigure
    ? <RaList {...deferred} storeKey={`${resource}.figureParams`}
      queryOptions={{ ...props.queryOptions, meta: { ...props.queryOptions?.meta, exactTotal: true } }} />
    : <RaList {...deferred} />;
  return <ToolsProvider value={tools}>{list}</ToolsProvider>;
};
