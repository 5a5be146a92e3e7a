-- pg_trgm first: the trigram indexes below need its operator class (a trusted extension since PostgreSQL 13;
-- PGlite loads it from its contrib, db/client.ts pgliteOptions).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tree_path" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "users_tree_path_idx" ON "users" USING gin ("tree_path");--> statement-breakpoint
CREATE INDEX "users_tier_id_idx" ON "users" USING btree ("tier","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_mobile_trgm_idx" ON "users" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
-- Issue 42 item 7: the reseller tree's materialised path, kept here and nowhere else. BEFORE a row
-- is inserted or its parent changes, its path = the parent's path + its own id, and a parent whose
-- path holds the row (the row itself or one of its descendants) is refused: no cycle can be written,
-- whatever the code. AFTER a parent change, the row's descendants get the new prefix (one UPDATE on
-- the GIN index; it sets tree_path only, so the BEFORE trigger does not fire again).
-- Concurrency, with the advisory keys (hashtext('nurly:tree'), account id) that b2b `lockTreeRows`
-- takes too: a moved row is locked exclusively (so its descendants are rewritten only once every
-- write in flight below it has committed, and read fresh), the new parent's chain shared (re-read
-- until it holds still), so a path is never built from a chain that is being moved.
CREATE OR REPLACE FUNCTION nurly_tree_path() RETURNS trigger AS $$
DECLARE
  parent_path integer[];
  seen integer[];
  node integer;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.parent_id IS NOT DISTINCT FROM OLD.parent_id THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    PERFORM pg_advisory_xact_lock(hashtext('nurly:tree'), NEW.id);
  END IF;
  IF NEW.parent_id IS NULL THEN
    NEW.tree_path := ARRAY[NEW.id];
    RETURN NEW;
  END IF;
  LOOP
    SELECT tree_path INTO parent_path FROM users WHERE id = NEW.parent_id;
    EXIT WHEN parent_path IS NULL OR parent_path = seen;
    FOR node IN SELECT DISTINCT unnest(parent_path) ORDER BY 1 LOOP
      IF node <> NEW.id THEN
        PERFORM pg_advisory_xact_lock_shared(hashtext('nurly:tree'), node);
      END IF;
    END LOOP;
    seen := parent_path;
  END LOOP;
  IF parent_path @> ARRAY[NEW.id] THEN
    RAISE EXCEPTION 'reseller tree cycle: % under %', NEW.id, NEW.parent_id USING ERRCODE = '23514', CONSTRAINT = 'users_tree_acyclic';
  END IF;
  NEW.tree_path := coalesce(parent_path, ARRAY[]::integer[]) || NEW.id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nurly_tree_path_descendants() RETURNS trigger AS $$
BEGIN
  IF NEW.tree_path IS DISTINCT FROM OLD.tree_path THEN
    UPDATE users SET tree_path = NEW.tree_path || tree_path[coalesce(array_length(OLD.tree_path, 1), 0) + 1:]
    WHERE tree_path @> ARRAY[NEW.id] AND id <> NEW.id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_tree_path BEFORE INSERT OR UPDATE OF parent_id ON users FOR EACH ROW EXECUTE FUNCTION nurly_tree_path();
--> statement-breakpoint
CREATE TRIGGER users_tree_path_descendants AFTER UPDATE OF parent_id ON users FOR EACH ROW EXECUTE FUNCTION nurly_tree_path_descendants();
--> statement-breakpoint
WITH RECURSIVE paths(id, tree_path, depth) AS (
  SELECT id, ARRAY[id], 1 FROM users WHERE parent_id IS NULL
  UNION ALL
  SELECT u.id, p.tree_path || u.id, p.depth + 1 FROM users u JOIN paths p ON u.parent_id = p.id WHERE p.depth < 32
)
UPDATE users SET tree_path = paths.tree_path FROM paths WHERE users.id = paths.id;
