-- The keys that show money figures (docs/access.md "Money figures"): authors'
-- balances, author traffic's and promotion links' income now need
-- `<resource>.read_money`. A role or an account that read one of these and held
-- a key moving money was a finance one: it keeps seeing the figures. Those
-- without a money key (content review, support) stop seeing them.
UPDATE roles SET keys = keys || ARRAY(
  SELECT r || '.read_money' FROM unnest(ARRAY['authors', 'author_traffic', 'promotion_links']) AS r
  WHERE (r || '.read') = ANY(roles.keys) AND NOT (r || '.read_money') = ANY(roles.keys))
WHERE keys && ARRAY['authors.adjust', 'orders.refund', 'withdrawals.approve', 'withdrawals.pay', 'withdrawals.fail',
                    'power_packages.create', 'power_packages.update'];

UPDATE admins SET modules = modules || ARRAY(
  SELECT r || '.read_money' FROM unnest(ARRAY['authors', 'author_traffic', 'promotion_links']) AS r
  WHERE (r || '.read') = ANY(admins.modules) AND NOT (r || '.read_money') = ANY(admins.modules))
WHERE modules && ARRAY['authors.adjust', 'orders.refund', 'withdrawals.approve', 'withdrawals.pay', 'withdrawals.fail',
                       'power_packages.create', 'power_packages.update'];

-- The seeded Auditor role reads everything, money figures included
-- (server/seed/roles.ts), though it moves no money.
UPDATE roles SET keys = keys || ARRAY['authors.read_money', 'author_traffic.read_money', 'promotion_links.read_money']::text[]
WHERE name_en = 'Auditor' AND NOT keys @> ARRAY['authors.read_money']::text[];
