// A list row's decisions and commands (TransitionButtons iconOnly, a delete) in
// the table's last column, props for its DataTable.Col. On one line, side by
// side, and kept in view at the row's right end (sticky) when the table is wider
// than its space: the builds list at 1440 px pushed its decisions past the edge,
// so it seemed to offer none of the articles list's, and the packages list put
// its delete under its other decision.
import type { SxProps, Theme } from '@mui/material';

const sticky: SxProps<Theme> = {
  position: 'sticky', right: 0, zIndex: 1, bgcolor: 'background.paper', whiteSpace: 'nowrap',
  '& > *': { verticalAlign: 'middle' },
};

export const rowActionsColumn = { label: '', align: 'right', disableSort: true, sx: sticky } as const;
