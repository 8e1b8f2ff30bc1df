import { PROMOTION_LINKS } from '../../../contract/promotion_links';
import { EditToolbar } from '../shared/EditToolbar';
import { RecordHistory } from '../shared/RecordHistory';
import { ResourceForm } from '../shared/ResourceForm';
import { ResourceCreate, ResourceEdit } from '../shared/ResourceEdit';
import { declaredInputs } from '../shared/declared';
import { writableOf } from '../shared/declaredFields';
import { pickFields } from '../shared/validators';

const pick = pickFields(writableOf(PROMOTION_LINKS));

/**
 * The fields of a link, for create and edit, with the checks the contract declares
 * (contract/promotion_links.ts); the API also checks the target reads as an address
 * and the code is free. Helper texts and pattern messages: messages.ts `helpers`, `invalid`.
 */
const LinkForm = () => (
  <ResourceForm toolbar={<EditToolbar redirect="show" />}>{declaredInputs(PROMOTION_LINKS)}</ResourceForm>
);

const transform = (data: Record<string, unknown>) => {
  const picked = pick(data);
  // an empty code on create: the API makes one
  if (!picked.code) delete picked.code;
  return picked;
};

export const LinkCreate = () => (
  <ResourceCreate saveErrors redirect="show" transform={transform}>
    <LinkForm />
  </ResourceCreate>
);

export const LinkEdit = () => (
  <ResourceEdit redirect="show" transform={transform} aside={<RecordHistory />}>
    <LinkForm />
  </ResourceEdit>
);
