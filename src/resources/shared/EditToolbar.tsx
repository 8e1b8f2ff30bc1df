import { SaveButton, Toolbar } from 'react-admin';
import { GuardedDeleteButton } from './GuardedDeleteButton';

/** Save, and delete where the record allows it (GuardedDeleteButton); on create only save. */
export const EditToolbar = ({ redirect }: { redirect?: string | false }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <GuardedDeleteButton redirect={redirect} />
  </Toolbar>
);
