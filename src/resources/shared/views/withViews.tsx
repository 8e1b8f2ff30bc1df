// A list's actions with the saved views' control before them
// (src/resources/shared/List.tsx): react-admin's default actions when the list
// names none, the control alone when it shows none.
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { ListActions as RaListActions } from 'react-admin';
import { ListTool } from '../listDeferral';
import { ListViews } from './ListViews';

const ActionsWithViews = ({ actions }: { actions: ReactNode }) => (
  // one row beside the filters on a wide screen (aligned with react-admin's TopToolbar buttons), wrapping on a phone
  <Box sx={{ display: 'flex', alignItems: 'flex-end', flexWrap: { xs: 'wrap', md: 'nowrap' }, justifyContent: 'flex-end', gap: 0.5, ml: 'auto', flex: { xs: '0 1 100%', md: '0 0 auto' } }}>
    <ListTool><Box sx={{ pb: { sm: 1 }, whiteSpace: 'nowrap' }}><ListViews /></Box></ListTool>
    {actions}
  </Box>
);

export const withViews = (actions: ReactNode | false | undefined) =>
  <ActionsWithViews actions={actions === false ? null : actions ?? <RaListActions />} />;
