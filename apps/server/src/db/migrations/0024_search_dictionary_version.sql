-- The search dictionary's version (issue 13): each node keeps the dictionary (search_terms) in memory and reloads it
-- only when this number has moved. Every statement that writes search_terms (the triggers of migration 0009) bumps
-- it in the same transaction, so a node reading the version and the words in one statement sees either both old
-- or both new, never a new version with old words.
CREATE TABLE "search_terms_version" (
  "id" boolean PRIMARY KEY DEFAULT true NOT NULL CHECK ("id"),
  "version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_terms_version" ("id", "version") VALUES (true, 1);
--> statement-breakpoint
CREATE FUNCTION search_terms_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_terms_version SET version = version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_terms_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_terms
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_bump_version();
--> statement-breakpoint
-- The look-ups these served (prefix, stem, head letter, trigram) are now made in memory: every product write saved them.
DROP INDEX "search_terms_prefix_idx";
--> statement-breakpoint
DROP INDEX "search_terms_stem_idx";
--> statement-breakpoint
DROP INDEX "search_terms_head_idx";
--> statement-breakpoint
DROP INDEX "search_terms_trgm_idx";
