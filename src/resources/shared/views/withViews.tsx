// A list's actions with the saved views' control before them
// (src/resources/shared/List.tsx): react-admin's default actions when the list
// names none, the control alone when it shows none.
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { ListActions as RaListActions } from 'react-admin';
import { ListViews } from './ListViews';

const ActionsWithViews = ({ actions }: { actions: ReactNode }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 0.5, ml: 'auto' }}>
    <ListViews />
    {actions}
  </Box>
);

export const withViews = (actions: ReactNode | false | undefined) =>
  <ActionsWithViews actions={actions === false ? null : actions ?? <RaListActions />} />;
