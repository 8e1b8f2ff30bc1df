-- Saved list views (server/modules/views): a list's filters, sort and columns
-- under a name, kept on the server so they follow a staff member to another
-- browser and survive signing out. Private to their owner, or shared with one
-- role (its holders see it; only the owner changes or deletes it).
CREATE TABLE list_views (
  id             serial PRIMARY KEY,
  owner_id       integer NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  resource       text NOT NULL,                                   -- the API resource the list shows ('orders')
  name           text NOT NULL,
  filters        jsonb NOT NULL DEFAULT '{}',                     -- the list's `filter` body, checked against the resource's filters
  sort           text,                                            -- a sort field of the resource, or null for its default
  sort_order     text CHECK (sort_order IN ('ASC', 'DESC')),
  columns        jsonb NOT NULL DEFAULT '{}',                     -- {hidden: [...], ranks: [...]}: the panel's column chooser
  -- a deleted role leaves the view private to its owner rather than taking it away
  shared_role_id integer REFERENCES roles(id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  version        integer NOT NULL DEFAULT 1,
  CHECK ((sort IS NULL) = (sort_order IS NULL)),
  UNIQUE (owner_id, resource, name)
);
-- "my views of this list" and "views of this list shared with my roles"
CREATE INDEX list_views_shared_idx ON list_views (resource, shared_role_id) WHERE shared_role_id IS NOT NULL;

-- Sharing a view with a role is its own key (docs/access.md "Saved list
-- views"): the roles and accounts that administer staff (holding roles.update
-- or admins.update) get it; role '*' holds it already. Keeping private views
-- needs no key.
UPDATE roles SET keys = keys || ARRAY['list_views.share']::text[], version = version + 1, updated_at = now()
WHERE keys && ARRAY['roles.update', 'admins.update']::text[] AND NOT 'list_views.share' = ANY(keys);

UPDATE admins SET modules = modules || ARRAY['list_views.share']::text[]
WHERE modules && ARRAY['roles.update', 'admins.update']::text[] AND NOT 'list_views.share' = ANY(modules);
