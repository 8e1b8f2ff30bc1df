import { BUILDS } from '../../../contract/builds';
import { declaredInputs } from '../shared/declared';
import { EditToolbar } from '../shared/EditToolbar';
import { ResourceForm } from '../shared/ResourceForm';
import { RichTextInput } from '../shared/RichTextInput';
import { ClassSpecInputs } from './ClassSpecInputs';
import { GearInput } from './GearInput';

// the fields' checks are their declaration's (contract/builds.ts); author and version by name (the API's builds/lookup)
const facts = declaredInputs(BUILDS, {
  only: ['title', 'authorId', 'wowClass', 'gameVersionId', 'talentString'],
  // the class with its spec (and the role that follows)
  override: { wowClass: <ClassSpecInputs /> },
  props: { talentString: { sx: { '& input': { fontFamily: 'monospace' } } } },
});
const rest = declaredInputs(BUILDS, {
  only: ['featured', 'description'],
  override: { description: <RichTextInput id="build-description" source="description" fullWidth /> },
});

/** The build's fields, shared by create and edit; unsaved edits survive a review action's reload. */
export const BuildForm = () => (
  <ResourceForm resetOptions={{ keepDirtyValues: true }} toolbar={<EditToolbar redirect="list" />}>
    {facts}
    <GearInput />
    {rest}
  </ResourceForm>
);
