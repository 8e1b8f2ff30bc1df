-- Power-station packages for sale. Prices are integer fen (the panel edits yuan).
CREATE TABLE power_packages (
  id                    serial PRIMARY KEY,
  name_zh               text NOT NULL,
  name_en               text NOT NULL,
  description           text NOT NULL DEFAULT '',
  price_cents           bigint NOT NULL CHECK (price_cents > 0),
  original_price_cents  bigint NOT NULL CHECK (original_price_cents > 0),
  duration_days         integer NOT NULL CHECK (duration_days BETWEEN 1 AND 3650),
  sort_order            integer NOT NULL DEFAULT 0,
  status                text NOT NULL DEFAULT 'off_sale' CHECK (status IN ('on_sale', 'off_sale')),
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now(),
  version               integer NOT NULL DEFAULT 1
);
CREATE INDEX power_packages_sort_idx ON power_packages (sort_order, id);
