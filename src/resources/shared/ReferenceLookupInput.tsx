import { AutocompleteInput, ReferenceInput, useResourceContext, type Validator } from 'react-admin';
import { lookupReference } from '../../providers/lookup';

export interface ReferenceLookupInputProps {
  /** the id field, e.g. 'authorId' (declared in the API resource's `references`) */
  source: string;
  /** the API resource that declares the reference ('articles') */
  apiResource: string;
  label?: string;
  validate?: Validator | Validator[];
  alwaysOn?: boolean;
}

const toQuery = (q: string) => ({ q });

/**
 * Picks a referenced record by name instead of typing its id: suggestions
 * from `/mdr/<apiResource>/lookup` as the user types, the current value named
 * by id (docs/api.md, `lookup`).
 */
export const ReferenceLookupInput = ({ source, apiResource, label, validate }: ReferenceLookupInputProps) => {
  // labelled as the page's field: inside ReferenceInput the resource is the lookup's
  const route = useResourceContext();
  return (
    <ReferenceInput source={source} reference={lookupReference(apiResource, source)} perPage={20}>
      <AutocompleteInput optionText="label" label={label ?? `resources.${route}.fields.${source}`} validate={validate}
        filterToQuery={toQuery} translateChoice={false} sx={{ minWidth: 240 }} />
    </ReferenceInput>
  );
};
