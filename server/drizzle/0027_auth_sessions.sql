CREATE TABLE "auth_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" varchar(20)
);
--> statement-breakpoint
CREATE TABLE "login_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"failures" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trusted_devices" (
	"user_id" integer NOT NULL,
	"device_hash" char(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trusted_devices_user_id_device_hash_pk" PRIMARY KEY("user_id","device_hash")
);
--> statement-breakpoint
-- The failures of the old per-username rows are dropped: a 15-minute back-off is all they held.
DELETE FROM "login_failures";--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "client" varchar(80) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" DROP CONSTRAINT "login_failures_pkey";--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_username_client_pk" PRIMARY KEY("username","client");--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_alerts" ADD CONSTRAINT "login_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_alerts_user_idx" ON "login_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
-- Issue 41: every live refresh token from before sessions becomes a session of its own (its
-- family); revoked ones stay without one and are refused as before.
ALTER TABLE "auth_sessions" ADD COLUMN "legacy_token_id" integer;--> statement-breakpoint
INSERT INTO "auth_sessions" ("user_id", "created_at", "last_used_at", "legacy_token_id")
  SELECT "user_id", "created_at", now(), "id" FROM "refresh_tokens" WHERE "revoked_at" IS NULL;--> statement-breakpoint
UPDATE "refresh_tokens" r SET "session_id" = s."id" FROM "auth_sessions" s WHERE s."legacy_token_id" = r."id";--> statement-breakpoint
ALTER TABLE "auth_sessions" DROP COLUMN "legacy_token_id";--> statement-breakpoint
-- A password change or deactivation ends every session too (the access tokens' sid is refused
-- with their version), and a new password forgets the failed guesses against the username.
CREATE OR REPLACE FUNCTION nurly_end_sessions() RETURNS trigger AS $$
BEGIN
  IF NEW.is_active IS DISTINCT FROM OLD.is_active
     OR (NEW.password_hash IS DISTINCT FROM OLD.password_hash
         AND coalesce(current_setting('nurly.password_rehash', true), '') <> 'on') THEN
    NEW.token_version := OLD.token_version + 1;
    UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = NEW.id AND revoked_at IS NULL;
    UPDATE auth_sessions SET ended_at = now(), end_reason = 'PASSWORD' WHERE user_id = NEW.id AND ended_at IS NULL;
    IF NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
      DELETE FROM login_failures WHERE username = NEW.username;
    END IF;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
