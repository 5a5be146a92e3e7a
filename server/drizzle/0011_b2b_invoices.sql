CREATE TABLE "ad_price_chain" (
	"ad_id" integer NOT NULL,
	"depth" smallint NOT NULL,
	"account_id" integer NOT NULL,
	"unit_price_tenths" integer NOT NULL,
	CONSTRAINT "ad_price_chain_ad_id_depth_pk" PRIMARY KEY("ad_id","depth")
);
--> statement-breakpoint
CREATE TABLE "tier_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"product_code" varchar(40) NOT NULL,
	"unit_price_tenths" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tier_prices_positive" CHECK ("tier_prices"."unit_price_tenths" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"ad_id" integer NOT NULL,
	"product_code" varchar(40) NOT NULL,
	"actions" integer NOT NULL,
	"unit_price_tenths" integer NOT NULL,
	"amount" bigint NOT NULL,
	"rejected" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"month" date NOT NULL,
	"status" varchar(10) DEFAULT 'DRAFT' NOT NULL,
	"actions" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"supply" bigint DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	"assignee_id" integer,
	"memo" varchar(500),
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status_known" CHECK ("invoices"."status" in ('DRAFT', 'ISSUED', 'PAID')),
	CONSTRAINT "invoices_vat_adds_up" CHECK ("invoices"."supply" + "invoices"."vat" = "invoices"."total")
);
--> statement-breakpoint
CREATE TABLE "offerwall_seen_signatures" (
	"app_id" integer NOT NULL,
	"signature" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offerwall_seen_signatures_app_id_signature_pk" PRIMARY KEY("app_id","signature")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "memo" varchar(500);--> statement-breakpoint
ALTER TABLE "advertisers" ADD COLUMN "nts_status_code" varchar(2);--> statement-breakpoint
ALTER TABLE "advertisers" ADD COLUMN "nts_status_text" varchar(100);--> statement-breakpoint
ALTER TABLE "advertisers" ADD COLUMN "nts_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_price_chain" ADD CONSTRAINT "ad_price_chain_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_price_chain" ADD CONSTRAINT "ad_price_chain_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_prices" ADD CONSTRAINT "tier_prices_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_prices" ADD CONSTRAINT "tier_prices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerwall_seen_signatures" ADD CONSTRAINT "offerwall_seen_signatures_app_id_publisher_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."publisher_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_price_chain_account_idx" ON "ad_price_chain" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tier_prices_account_product_unique" ON "tier_prices" USING btree ("account_id","product_code");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_invoice_ad_unique" ON "invoice_lines" USING btree ("invoice_id","ad_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_account_month_unique" ON "invoices" USING btree ("account_id","month");--> statement-breakpoint
CREATE INDEX "invoices_month_idx" ON "invoices" USING btree ("month");--> statement-breakpoint
CREATE INDEX "invoices_assignee_idx" ON "invoices" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "offerwall_seen_signatures_expires_idx" ON "offerwall_seen_signatures" USING btree ("expires_at");