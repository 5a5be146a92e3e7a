ALTER TABLE "ads" ADD COLUMN "pause_kind" varchar(10);--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "paused_by_id" integer;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_paused_by_id_users_id_fk" FOREIGN KEY ("paused_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_pause_kind_valid" CHECK ("ads"."pause_kind" in ('OWNER','HUB','STAFF'));--> statement-breakpoint
-- Lines paused before this migration: who paused is the actor of the last status change to PAUSED.
-- The owner (or an unknown actor: the old rule let the owner lift every pause) → OWNER; the desk
-- (is_staff with NURLY_ADMIN or NURLY_STAFF) → STAFF; anyone else (the hub console) → HUB.
UPDATE "ads" AS a SET
  "pause_kind" = CASE
    WHEN p.actor_id IS NULL OR p.actor_id = a.owner_id THEN 'OWNER'
    WHEN EXISTS (
      SELECT 1 FROM "users" u
        JOIN "user_roles" ur ON ur.user_id = u.id
        JOIN "roles" r ON r.id = ur.role_id
      WHERE u.id = p.actor_id AND u.is_staff AND r.name IN ('NURLY_ADMIN', 'NURLY_STAFF')
    ) THEN 'STAFF'
    ELSE 'HUB'
  END,
  "paused_by_id" = p.actor_id
FROM (
  SELECT DISTINCT ON (ad_id) ad_id, actor_id FROM "ad_logs"
  WHERE field = 'status' AND after = 'PAUSED'
  ORDER BY ad_id, id DESC
) AS p
WHERE a.status = 'PAUSED' AND p.ad_id = a.id;--> statement-breakpoint
UPDATE "ads" SET "pause_kind" = 'OWNER' WHERE status = 'PAUSED' AND pause_kind IS NULL;
