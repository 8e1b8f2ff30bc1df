import {
  BooleanInput, maxLength, regex, required, TextInput,
} from 'react-admin';
import { TALENT_STRING_PATTERN } from '../../../contract/wow';
import { BUILDS } from '../../../contract/builds';
import { EditToolbar } from '../shared/EditToolbar';
import { ReferenceLookupInput } from '../shared/ReferenceLookupInput';
import { ResourceForm } from '../shared/ResourceForm';
import { limitsOf } from '../shared/declaredFields';
import { RichTextInput } from '../shared/RichTextInput';
import { ClassSpecInputs } from './ClassSpecInputs';
import { GearInput } from './GearInput';
import { BUILD_RESOURCE } from './types';

/** The API's limits (contract/builds.ts); the talent string is the game's export format. */
const limits = limitsOf(BUILDS);
const validateTitle = [required(), maxLength(limits.title)];
const validateTalents = [required(), regex(new RegExp(TALENT_STRING_PATTERN), `resources.${BUILD_RESOURCE}.validation.talentString`)];

/** The build's fields, shared by create and edit; unsaved edits survive a review action's reload. */
export const BuildForm = () => (
  <ResourceForm resetOptions={{ keepDirtyValues: true }} toolbar={<EditToolbar redirect="list" />}>
    <TextInput source="title" validate={validateTitle} fullWidth />
    {/* platform users by nickname (builds/lookup), stored as authorId */}
    <ReferenceLookupInput source="authorId" apiResource="builds" validate={required()}
      label={`resources.${BUILD_RESOURCE}.fields.authorId`} />
    <ClassSpecInputs />
    <ReferenceLookupInput source="gameVersionId" apiResource="builds" validate={required()}
      label={`resources.${BUILD_RESOURCE}.fields.gameVersionId`} />
    <TextInput source="talentString" validate={validateTalents} fullWidth
      helperText={`resources.${BUILD_RESOURCE}.helpers.talentString`} sx={{ '& input': { fontFamily: 'monospace' } }} />
    <GearInput />
    <BooleanInput source="featured" />
    <RichTextInput id="build-description" source="description" fullWidth />
  </ResourceForm>
);
