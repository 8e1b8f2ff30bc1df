// Reference lookups as react-admin resources: `<ReferenceInput reference=
// "lookup:articles:authorId">` reads names through the *referencing* API
// resource's `/mdr/articles/lookup {field, q | ids}` (docs/api.md), so an
// autocomplete needs no access to the module that owns the referenced rows.

const PREFIX = 'lookup:';

/** The react-admin resource name of one reference field's lookup. */
export const lookupReference = (apiResource: string, field: string) => `${PREFIX}${apiResource}:${field}`;

/** `{ apiResource, field }` of a lookup resource name, or null for an ordinary resource. */
export function parseLookup(resource: string): { apiResource: string; field: string } | null {
  if (!resource.startsWith(PREFIX)) return null;
  const [apiResource, field] = resource.slice(PREFIX.length).split(':');
  return apiResource && field ? { apiResource, field } : null;
}

/** What one suggestion looks like (the API's answer). */
export interface LookupItem { id: number; label: string }
