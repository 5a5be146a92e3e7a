CREATE TABLE "offerwall_test_sends" (
	"app_id" integer PRIMARY KEY NOT NULL,
	"in_flight_until" timestamp with time zone,
	"window_start" timestamp with time zone NOT NULL,
	"window_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offerwall_test_sends" ADD CONSTRAINT "offerwall_test_sends_app_id_publisher_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."publisher_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "postback_attempts_started_idx" ON "postback_attempts" USING btree ("started_at");