CREATE TABLE "login_failures" (
	"username" varchar(200) PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "login_failures_last_failure_idx" ON "login_failures" USING btree ("last_failure_at");--> statement-breakpoint
-- Issue 11: whenever an account's password or active flag changes (the owner, the desk, anything),
-- its sessions end: the access-token version moves (tokens carry it and are checked per request)
-- and every refresh token is revoked. Upgrading a hash at login is not a password change: it runs
-- with nurly.password_rehash = 'on' set locally in its transaction.
CREATE OR REPLACE FUNCTION nurly_end_sessions() RETURNS trigger AS $$
BEGIN
  IF NEW.is_active IS DISTINCT FROM OLD.is_active
     OR (NEW.password_hash IS DISTINCT FROM OLD.password_hash
         AND coalesce(current_setting('nurly.password_rehash', true), '') <> 'on') THEN
    NEW.token_version := OLD.token_version + 1;
    UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = NEW.id AND revoked_at IS NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_end_sessions BEFORE UPDATE OF password_hash, is_active ON users FOR EACH ROW EXECUTE FUNCTION nurly_end_sessions();
