CREATE TABLE "offerwall_idempotency_keys" (
	"app_id" integer NOT NULL,
	"key" varchar(255) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"status_code" integer,
	"body" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offerwall_idempotency_keys_app_id_key_pk" PRIMARY KEY("app_id","key")
);
--> statement-breakpoint
ALTER TABLE "offerwall_clicks" ADD COLUMN "sub_id" varchar(64);--> statement-breakpoint
ALTER TABLE "offerwall_completions" ADD COLUMN "sub_id" varchar(64);--> statement-breakpoint
ALTER TABLE "offerwall_idempotency_keys" ADD CONSTRAINT "offerwall_idempotency_keys_app_id_publisher_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."publisher_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offerwall_idempotency_keys_expires_idx" ON "offerwall_idempotency_keys" USING btree ("expires_at");