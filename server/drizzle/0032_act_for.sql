ALTER TABLE "auth_sessions" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "reason" varchar(200);--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_actor_idx" ON "auth_sessions" USING btree ("actor_id") WHERE "auth_sessions"."actor_id" is not null;--> statement-breakpoint
-- Act-for (대리 접속): a password change or deactivation of the actor ends the sessions it opens for
-- others too, as it ends its own (the target's change ends them as the target's sessions).
CREATE OR REPLACE FUNCTION nurly_end_sessions() RETURNS trigger AS $$
BEGIN
  IF NEW.is_active IS DISTINCT FROM OLD.is_active
     OR (NEW.password_hash IS DISTINCT FROM OLD.password_hash
         AND coalesce(current_setting('nurly.password_rehash', true), '') <> 'on') THEN
    NEW.token_version := OLD.token_version + 1;
    UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = NEW.id AND revoked_at IS NULL;
    UPDATE auth_sessions SET ended_at = now(), end_reason = 'PASSWORD' WHERE (user_id = NEW.id OR actor_id = NEW.id) AND ended_at IS NULL;
    IF NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
      DELETE FROM login_failures WHERE username = NEW.username;
    END IF;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
