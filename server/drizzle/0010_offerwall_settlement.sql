CREATE TABLE "app_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"product_code" varchar(50) NOT NULL,
	"payout_tenths" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_payouts_nonnegative" CHECK ("app_payouts"."payout_tenths" >= 0)
);
--> statement-breakpoint
CREATE TABLE "offerwall_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"ad_id" integer NOT NULL,
	"user_key" varchar(100) NOT NULL,
	"ip" varchar(45),
	"adid" varchar(100),
	"day" date NOT NULL,
	"status" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offerwall_clicks_status_valid" CHECK ("offerwall_clicks"."status" in ('OPEN','COMPLETED','REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "offerwall_completions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"click_id" bigint NOT NULL,
	"app_id" integer NOT NULL,
	"publisher_id" integer NOT NULL,
	"ad_id" integer NOT NULL,
	"user_key" varchar(100) NOT NULL,
	"day" date NOT NULL,
	"status" varchar(10) NOT NULL,
	"reason" varchar(40),
	"answer" varchar(200),
	"unit_price_tenths" integer NOT NULL,
	"payout_tenths" integer NOT NULL,
	"transaction_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"seconds_after_click" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offerwall_completions_status_valid" CHECK ("offerwall_completions"."status" in ('COMPLETED','REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "offerwall_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" varchar(30) NOT NULL,
	"subject" varchar(100) NOT NULL,
	"count" integer NOT NULL,
	"details" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offerwall_postbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"completion_id" bigint NOT NULL,
	"app_id" integer NOT NULL,
	"url" varchar(2000) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_status_code" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "offerwall_postbacks_status_valid" CHECK ("offerwall_postbacks"."status" in ('PENDING','DELIVERED','STOPPED','FAILED'))
);
--> statement-breakpoint
CREATE TABLE "publisher_apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"api_key" varchar(64) NOT NULL,
	"secret" varchar(128) NOT NULL,
	"postback_url" varchar(2000),
	"allowed_ips" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	CONSTRAINT "publisher_apps_status_valid" CHECK ("publisher_apps"."status" in ('ACTIVE','DISABLED'))
);
--> statement-breakpoint
CREATE TABLE "daily_ad_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"ad_id" integer NOT NULL,
	"day" date NOT NULL,
	"completions" integer NOT NULL,
	"unit_price_tenths" integer NOT NULL,
	"amount" bigint NOT NULL,
	"ledger_id" bigint,
	"hold_released" bigint DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_ad_settlements_nonnegative" CHECK ("daily_ad_settlements"."completions" >= 0 and "daily_ad_settlements"."amount" >= 0 and "daily_ad_settlements"."hold_released" >= 0)
);
--> statement-breakpoint
CREATE TABLE "daily_publisher_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"publisher_id" integer NOT NULL,
	"day" date NOT NULL,
	"completions" integer NOT NULL,
	"payout" bigint NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_publisher_settlements_nonnegative" CHECK ("daily_publisher_settlements"."completions" >= 0 and "daily_publisher_settlements"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reseller_margins" (
	"id" serial PRIMARY KEY NOT NULL,
	"settlement_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"amount_tenths" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_payouts" ADD CONSTRAINT "app_payouts_app_id_publisher_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."publisher_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerwall_clicks" ADD CONSTRAINT "offerwall_clicks_app_id_publisher_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."publisher_apps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerwall_clicks" ADD CONSTRAINT "offerwall_clicks_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerwall_completions" ADD CONSTRAINT "offerwall_completions_click_id_offerwall_clicks_id_fk" FOREIGN KEY ("click_id") REFERENCES "public"."offerwall_clicks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerwall_completions" ADD CONSTRAINT "offerwall_completions_app_id_publisher_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."publisher_apps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerwall_completions" ADD CONSTRAINT "offerwall_completions_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerwall_completions" ADD CONSTRAINT "offerwall_completions_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerwall_flags" ADD CONSTRAINT "offerwall_flags_app_id_publisher_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."publisher_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerwall_postbacks" ADD CONSTRAINT "offerwall_postbacks_completion_id_offerwall_completions_id_fk" FOREIGN KEY ("completion_id") REFERENCES "public"."offerwall_completions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerwall_postbacks" ADD CONSTRAINT "offerwall_postbacks_app_id_publisher_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."publisher_apps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_apps" ADD CONSTRAINT "publisher_apps_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_ad_settlements" ADD CONSTRAINT "daily_ad_settlements_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_ad_settlements" ADD CONSTRAINT "daily_ad_settlements_ledger_id_point_transactions_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."point_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_publisher_settlements" ADD CONSTRAINT "daily_publisher_settlements_app_id_publisher_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."publisher_apps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_publisher_settlements" ADD CONSTRAINT "daily_publisher_settlements_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_margins" ADD CONSTRAINT "reseller_margins_settlement_id_daily_ad_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."daily_ad_settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_margins" ADD CONSTRAINT "reseller_margins_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_payouts_app_product_unique" ON "app_payouts" USING btree ("app_id","product_code");--> statement-breakpoint
CREATE INDEX "offerwall_clicks_app_created_idx" ON "offerwall_clicks" USING btree ("app_id","created_at");--> statement-breakpoint
CREATE INDEX "offerwall_clicks_ad_day_idx" ON "offerwall_clicks" USING btree ("ad_id","day");--> statement-breakpoint
CREATE INDEX "offerwall_clicks_app_day_ip_idx" ON "offerwall_clicks" USING btree ("app_id","day","ip");--> statement-breakpoint
CREATE UNIQUE INDEX "offerwall_completions_transaction_unique" ON "offerwall_completions" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offerwall_completions_once_per_day" ON "offerwall_completions" USING btree ("app_id","user_key","ad_id","day") WHERE "offerwall_completions"."status" = 'COMPLETED';--> statement-breakpoint
CREATE INDEX "offerwall_completions_day_ad_idx" ON "offerwall_completions" USING btree ("day","ad_id") WHERE "offerwall_completions"."status" = 'COMPLETED';--> statement-breakpoint
CREATE INDEX "offerwall_completions_app_created_idx" ON "offerwall_completions" USING btree ("app_id","created_at");--> statement-breakpoint
CREATE INDEX "offerwall_completions_click_idx" ON "offerwall_completions" USING btree ("click_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offerwall_flags_unique" ON "offerwall_flags" USING btree ("app_id","day","kind","subject");--> statement-breakpoint
CREATE INDEX "offerwall_flags_app_day_idx" ON "offerwall_flags" USING btree ("app_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "offerwall_postbacks_completion_unique" ON "offerwall_postbacks" USING btree ("completion_id");--> statement-breakpoint
CREATE INDEX "offerwall_postbacks_app_created_idx" ON "offerwall_postbacks" USING btree ("app_id","created_at");--> statement-breakpoint
CREATE INDEX "offerwall_postbacks_due_idx" ON "offerwall_postbacks" USING btree ("next_attempt_at") WHERE "offerwall_postbacks"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "publisher_apps_key_unique" ON "publisher_apps" USING btree ("api_key");--> statement-breakpoint
CREATE INDEX "publisher_apps_owner_idx" ON "publisher_apps" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_ad_settlements_ad_day_unique" ON "daily_ad_settlements" USING btree ("ad_id","day");--> statement-breakpoint
CREATE INDEX "daily_ad_settlements_day_idx" ON "daily_ad_settlements" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_publisher_settlements_app_day_unique" ON "daily_publisher_settlements" USING btree ("app_id","day");--> statement-breakpoint
CREATE INDEX "daily_publisher_settlements_publisher_day_idx" ON "daily_publisher_settlements" USING btree ("publisher_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "reseller_margins_settlement_account_unique" ON "reseller_margins" USING btree ("settlement_id","account_id");--> statement-breakpoint
CREATE INDEX "reseller_margins_account_day_idx" ON "reseller_margins" USING btree ("account_id","day");