CREATE TABLE "list_versions" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "list_versions" ("name", "version") VALUES ('ads', 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- At commit (a deferred constraint trigger), once per transaction: the counter row is the last lock a
-- writer takes, so it never waits for the counter while holding a lock another writer needs
-- (no deadlock with the account locks), and a reader sees the new version exactly when it sees the
-- new rows. Bulk statements run the function per row; the transaction-local flag makes all but the
-- first a no-op.
CREATE OR REPLACE FUNCTION "bump_ads_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('nurly.ads_list_bumped', true) = txid_current()::text THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('nurly.ads_list_bumped', txid_current()::text, true);
  UPDATE "list_versions" SET "version" = "version" + 1 WHERE "name" = 'ads';
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ads_list_version" AFTER INSERT OR UPDATE OR DELETE ON "ads"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_ads_list_version"();
