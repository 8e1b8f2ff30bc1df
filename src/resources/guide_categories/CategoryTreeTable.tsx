import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import { Box } from '@mui/material';
import { BooleanField, DataTable, EditButton } from 'react-admin';
import { GuardedDeleteButton } from '../shared/GuardedDeleteButton';
import { CategoryMoveButtons } from './CategoryMoveButtons';
import type { TreeRow } from './types';
import { IfCan } from '../../access/useCanDo';

const Col = DataTable.Col<TreeRow>;
const NumberCol = DataTable.NumberCol<TreeRow>;

const IndentedName = ({ row }: { row: TreeRow }) => (
  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', pl: row.depth * 3 }}>
    {row.depth > 0 && <SubdirectoryArrowRightIcon fontSize="small" color="disabled" sx={{ mr: 0.5 }} />}
    {row.name}
  </Box>
);

/**
 * The tree as a table; rows arrive already in tree order, so the columns do
 * not sort (reordering is done with the move buttons).
 */
export const CategoryTreeTable = () => (
  <DataTable rowClick="edit" bulkActionButtons={false}>
    <Col source="name" disableSort render={(row) => <IndentedName row={row} />} />
    <NumberCol source="articleCount" disableSort />
    <Col source="visible" disableSort field={BooleanField} />
    <NumberCol source="sortOrder" disableSort />
    <Col align="right" label="">
      <IfCan action="edit"><CategoryMoveButtons /></IfCan>
      <EditButton />
      {/* disabled, with the reason, while it has articles or children */}
      <GuardedDeleteButton redirect={false} />
    </Col>
  </DataTable>
);
