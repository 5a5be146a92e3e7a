CREATE TABLE "ad_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"ad_id" integer NOT NULL,
	"day" date NOT NULL,
	"target_volume" integer NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	"rejections" integer DEFAULT 0 NOT NULL,
	"charged" bigint,
	"settled_at" timestamp with time zone,
	CONSTRAINT "ad_histories_counters_nonnegative" CHECK ("ad_histories"."clicks" >= 0 and "ad_histories"."completions" >= 0 and "ad_histories"."rejections" >= 0 and "ad_histories"."target_volume" >= 0),
	CONSTRAINT "ad_histories_charged_nonnegative" CHECK ("ad_histories"."charged" is null or "ad_histories"."charged" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ad_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ad_id" integer NOT NULL,
	"actor_id" integer,
	"field" varchar(40) NOT NULL,
	"before" text,
	"after" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"ad_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"memo" text,
	"reporter_id" integer,
	"status" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"resolution" text,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_reports_type_valid" CHECK ("ad_reports"."type" in ('SOLD_OUT','WRONG_ANSWER','NOT_FOUND','OTHER')),
	CONSTRAINT "ad_reports_status_valid" CHECK ("ad_reports"."status" in ('OPEN','RESOLVED'))
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"service" varchar(10) NOT NULL,
	"group_id" integer,
	"channel" varchar(20) NOT NULL,
	"keyword" varchar(100) NOT NULL,
	"mid" varchar(20),
	"url" varchar(2000),
	"store_name" varchar(100),
	"place_id" varchar(20),
	"place_name" varchar(100),
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"product_code" varchar(50) NOT NULL,
	"daily_volume" integer NOT NULL,
	"unit_price_tenths" integer NOT NULL,
	"payout_tenths" integer NOT NULL,
	"question" text,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"memo" text,
	"status" varchar(20) DEFAULT 'PENDING' NOT NULL,
	"status_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_service_valid" CHECK ("ads"."service" in ('NURLY','NR','HUB')),
	CONSTRAINT "ads_channel_valid" CHECK ("ads"."channel" in ('NAVER_SHOPPING','NAVER_PLACE')),
	CONSTRAINT "ads_status_valid" CHECK ("ads"."status" in ('PENDING','ACTIVE','PAUSED','REJECTED','CANCELLED','ENDED')),
	CONSTRAINT "ads_daily_volume_range" CHECK ("ads"."daily_volume" between 1 and 100000),
	CONSTRAINT "ads_dates_ordered" CHECK ("ads"."end_date" >= "ads"."start_date"),
	CONSTRAINT "ads_unit_price_positive" CHECK ("ads"."unit_price_tenths" > 0),
	CONSTRAINT "ads_payout_nonnegative" CHECK ("ads"."payout_tenths" >= 0)
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"service" varchar(10) NOT NULL,
	"group_id" integer,
	"channel" varchar(20) NOT NULL,
	"keyword" varchar(100) NOT NULL,
	"mid" varchar(20),
	"url" varchar(2000),
	"store_name" varchar(100),
	"place_id" varchar(20),
	"place_name" varchar(100),
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"question" text,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"memo" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_service_valid" CHECK ("campaigns"."service" in ('NURLY','NR','HUB')),
	CONSTRAINT "campaigns_channel_valid" CHECK ("campaigns"."channel" in ('NAVER_SHOPPING','NAVER_PLACE')),
	CONSTRAINT "campaigns_dates_ordered" CHECK ("campaigns"."end_date" >= "campaigns"."start_date")
);
--> statement-breakpoint
CREATE TABLE "point_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"ad_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"held_through" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_holds_amount_nonnegative" CHECK ("point_holds"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ad_histories" ADD CONSTRAINT "ad_histories_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_logs" ADD CONSTRAINT "ad_logs_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_logs" ADD CONSTRAINT "ad_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_reports" ADD CONSTRAINT "ad_reports_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_reports" ADD CONSTRAINT "ad_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_reports" ADD CONSTRAINT "ad_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_holds" ADD CONSTRAINT "point_holds_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_holds" ADD CONSTRAINT "point_holds_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_histories_ad_day_unique" ON "ad_histories" USING btree ("ad_id","day");--> statement-breakpoint
CREATE INDEX "ad_logs_ad_idx" ON "ad_logs" USING btree ("ad_id","id");--> statement-breakpoint
CREATE INDEX "ad_reports_ad_idx" ON "ad_reports" USING btree ("ad_id","id");--> statement-breakpoint
CREATE INDEX "ad_reports_open_idx" ON "ad_reports" USING btree ("ad_id") WHERE "ad_reports"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "ads_service_status_created_idx" ON "ads" USING btree ("service","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ads_keyword_idx" ON "ads" USING btree ("keyword");--> statement-breakpoint
CREATE INDEX "ads_owner_idx" ON "ads" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "ads_campaign_idx" ON "ads" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "ads_group_idx" ON "ads" USING btree ("group_id") WHERE "ads"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "campaigns_owner_idx" ON "campaigns" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_holds_ad_unique" ON "point_holds" USING btree ("ad_id");--> statement-breakpoint
CREATE INDEX "point_holds_account_active_idx" ON "point_holds" USING btree ("account_id") WHERE "point_holds"."amount" > 0;--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express INCLUDE): the ad list's "spent" is the sum of an ad's
-- charged days; with charged in the index it is read without visiting the table (bench:ads).
CREATE INDEX "ad_histories_spent_idx" ON "ad_histories" USING btree ("ad_id") INCLUDE ("charged");
