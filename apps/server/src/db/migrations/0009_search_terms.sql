-- The search dictionary (issue 16): every word of the catalogue's product names and descriptions (with the
-- number of products carrying it) and of its brand and category names (label), with its russian stem.
-- The search resolves each query word against it: exact, prefix, stem, wrong layout, transliteration, then
-- typo candidates (trigram or same head letter and length) ranked by Damerau–Levenshtein in the server.
-- Statement-level triggers keep it current on every product, brand and category write.
CREATE FUNCTION search_words(t text) RETURNS text[] IMMUTABLE PARALLEL SAFE LANGUAGE sql AS
$$ SELECT tsvector_to_array(to_tsvector('simple'::regconfig, coalesce(t, ''))) $$;
--> statement-breakpoint
CREATE FUNCTION search_stem(w text) RETURNS text IMMUTABLE PARALLEL SAFE LANGUAGE sql AS
$$ SELECT coalesce((ts_lexize('russian_stem', replace(w, 'ё', 'е')))[1], w) $$;
--> statement-breakpoint
CREATE TABLE "search_terms" (
  "term" text PRIMARY KEY NOT NULL,
  "stem" text NOT NULL,
  "products" integer DEFAULT 0 NOT NULL,
  "label" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("term" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "search_terms_stem_idx" ON "search_terms" USING btree ("stem");
--> statement-breakpoint
CREATE INDEX "search_terms_head_idx" ON "search_terms" USING btree (left("term", 1), char_length("term"));
--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);
--> statement-breakpoint
-- Articles match with or without their dash, exactly or by prefix: "SMR-000305", "smr000305", "SMR-0003".
CREATE INDEX "products_article_key_idx" ON "products" USING btree (regexp_replace(upper("article"), '[^0-9A-Z]', '', 'g') text_pattern_ops);
--> statement-breakpoint
CREATE FUNCTION search_terms_products_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_terms (term, stem, products)
      SELECT w, search_stem(w), count(*)::int FROM new_rows n, unnest(search_words(n.name || ' ' || n.description)) w GROUP BY w
      ON CONFLICT (term) DO UPDATE SET products = search_terms.products + excluded.products;
  ELSE
    -- Updates that leave name and description alone (stock, price) tokenise and write nothing.
    IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n USING (id)
                   WHERE o.name IS DISTINCT FROM n.name OR o.description IS DISTINCT FROM n.description) THEN
      RETURN NULL;
    END IF;
    WITH changed AS (
      SELECT o.name || ' ' || o.description AS old_text, n.name || ' ' || n.description AS new_text
      FROM old_rows o JOIN new_rows n USING (id)
      WHERE o.name IS DISTINCT FROM n.name OR o.description IS DISTINCT FROM n.description
    ), delta AS (
      SELECT w, sum(c)::int AS d FROM (
        SELECT w, 1 AS c FROM changed, unnest(search_words(new_text)) w
        UNION ALL SELECT w, -1 FROM changed, unnest(search_words(old_text)) w
      ) x GROUP BY w HAVING sum(c) <> 0
    )
    INSERT INTO search_terms (term, stem, products) SELECT w, search_stem(w), d FROM delta
      ON CONFLICT (term) DO UPDATE SET products = search_terms.products + excluded.products;
    DELETE FROM search_terms WHERE products <= 0 AND NOT label;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION search_terms_deleted_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH delta AS (SELECT w, count(*)::int AS d FROM old_rows o, unnest(search_words(o.name || ' ' || o.description)) w GROUP BY w)
  UPDATE search_terms t SET products = t.products - delta.d FROM delta WHERE t.term = delta.w;
  DELETE FROM search_terms WHERE products <= 0 AND NOT label;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_terms_ins AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_products_trg();
--> statement-breakpoint
CREATE TRIGGER products_search_terms_upd AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_products_trg();
--> statement-breakpoint
CREATE TRIGGER products_search_terms_del AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_deleted_trg();
--> statement-breakpoint
-- Brand and category names are few: any change recomputes the label flags from both tables.
CREATE FUNCTION search_label_words() RETURNS SETOF text STABLE LANGUAGE sql AS
$$ SELECT DISTINCT w FROM (SELECT name FROM brands UNION ALL SELECT name FROM categories) s, unnest(search_words(s.name)) w $$;
--> statement-breakpoint
CREATE FUNCTION search_terms_relabel() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  labels text[] := ARRAY(SELECT search_label_words());
BEGIN
  UPDATE search_terms SET label = false WHERE label AND NOT (term = ANY (labels));
  INSERT INTO search_terms (term, stem, label) SELECT w, search_stem(w), true FROM unnest(labels) w
    ON CONFLICT (term) DO UPDATE SET label = true WHERE NOT search_terms.label;
  DELETE FROM search_terms WHERE products <= 0 AND NOT label;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER brands_search_terms AFTER INSERT OR UPDATE OR DELETE ON brands FOR EACH STATEMENT EXECUTE FUNCTION search_terms_relabel();
--> statement-breakpoint
CREATE TRIGGER categories_search_terms AFTER INSERT OR UPDATE OR DELETE ON categories FOR EACH STATEMENT EXECUTE FUNCTION search_terms_relabel();
--> statement-breakpoint
INSERT INTO search_terms (term, stem, products)
  SELECT w, search_stem(w), count(*)::int FROM products p, unnest(search_words(p.name || ' ' || p.description)) w GROUP BY w;
--> statement-breakpoint
INSERT INTO search_terms (term, stem, label)
  SELECT w, search_stem(w), true FROM search_label_words() w
  ON CONFLICT (term) DO UPDATE SET label = true;
