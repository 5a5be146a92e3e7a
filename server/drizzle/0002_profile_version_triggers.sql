-- Any change to a user's roles, apps, agreements or service memberships bumps
-- users.profile_version, so GET user can cache those parts per (user, version) on every instance.
CREATE OR REPLACE FUNCTION nurly_bump_profile_version() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE users SET profile_version = profile_version + 1 WHERE id = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    UPDATE users SET profile_version = profile_version + 1 WHERE id = NEW.user_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER user_roles_profile_version AFTER INSERT OR UPDATE OR DELETE ON user_roles FOR EACH ROW EXECUTE FUNCTION nurly_bump_profile_version();
--> statement-breakpoint
CREATE TRIGGER apps_profile_version AFTER INSERT OR UPDATE OR DELETE ON apps FOR EACH ROW EXECUTE FUNCTION nurly_bump_profile_version();
--> statement-breakpoint
CREATE TRIGGER agreements_profile_version AFTER INSERT OR UPDATE OR DELETE ON agreements FOR EACH ROW EXECUTE FUNCTION nurly_bump_profile_version();
--> statement-breakpoint
CREATE TRIGGER service_memberships_profile_version AFTER INSERT OR UPDATE OR DELETE ON service_memberships FOR EACH ROW EXECUTE FUNCTION nurly_bump_profile_version();
