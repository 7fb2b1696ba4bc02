-- Full-text search vector: name (A) > brand (B) > description (C), russian configuration (DESIGN §6).
CREATE OR REPLACE FUNCTION products_search_vector_update() RETURNS trigger AS $$
DECLARE
  brand_name text;
BEGIN
  SELECT name INTO brand_name FROM brands WHERE id = NEW.brand_id;
  NEW.search_vector :=
    setweight(to_tsvector('russian', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('russian', coalesce(brand_name, '')), 'B') ||
    setweight(to_tsvector('russian', coalesce(NEW.description, '')), 'C');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_search_vector_trg
  BEFORE INSERT OR UPDATE OF name, description, brand_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_vector_update();
