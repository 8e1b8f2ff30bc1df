import { AUTHORS } from '../../../contract/authors';
import { declaredInputs } from '../shared/declared';
import { writableOf } from '../shared/declaredFields';
import { ResourceForm } from '../shared/ResourceForm';
import { ResourceEdit } from '../shared/ResourceEdit';

/** Pen name, bio and revenue share, with the limits the declaration states (contract/authors.ts); every save is audited with before and after. */
export const AuthorEdit = () => (
  <ResourceEdit redirect="show" writable={writableOf(AUTHORS)}>
    <ResourceForm>{declaredInputs(AUTHORS)}</ResourceForm>
  </ResourceEdit>
);
