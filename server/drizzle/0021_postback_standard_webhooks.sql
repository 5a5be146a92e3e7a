CREATE TABLE "postback_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"postback_id" bigint,
	"webhook_id" varchar(64) NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"attempt" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"url" varchar(2000) NOT NULL,
	"status_code" integer,
	"failure" varchar(20),
	"response_body" text,
	"next_retry_at" timestamp with time zone
);
--> statement-breakpoint
-- Apps integrated before keep the X-Nurly scheme: the column is filled with 'nurly', then new apps default to 'standard'.
ALTER TABLE "publisher_apps" ADD COLUMN "postback_scheme" varchar(10) DEFAULT 'nurly' NOT NULL;--> statement-breakpoint
ALTER TABLE "publisher_apps" ALTER COLUMN "postback_scheme" SET DEFAULT 'standard';--> statement-breakpoint
ALTER TABLE "publisher_apps" ADD COLUMN "previous_secret" varchar(128);--> statement-breakpoint
ALTER TABLE "publisher_apps" ADD COLUMN "previous_secret_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "postback_attempts" ADD CONSTRAINT "postback_attempts_app_id_publisher_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."publisher_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postback_attempts" ADD CONSTRAINT "postback_attempts_postback_id_offerwall_postbacks_id_fk" FOREIGN KEY ("postback_id") REFERENCES "public"."offerwall_postbacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "postback_attempts_postback_idx" ON "postback_attempts" USING btree ("postback_id","attempt");--> statement-breakpoint
CREATE INDEX "postback_attempts_app_started_idx" ON "postback_attempts" USING btree ("app_id","started_at");--> statement-breakpoint
ALTER TABLE "publisher_apps" ADD CONSTRAINT "publisher_apps_postback_scheme_valid" CHECK ("publisher_apps"."postback_scheme" in ('standard','nurly'));