CREATE TABLE "keyword_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(10) DEFAULT 'shopping' NOT NULL,
	"keyword" varchar(100) NOT NULL,
	"mid" varchar(40) NOT NULL,
	"target" varchar(500),
	"product_id" integer,
	"rank" integer,
	"page" integer,
	"page_rank" integer,
	"rank_text" varchar(100),
	"status" varchar(20),
	"error" varchar(500),
	"provider" varchar(30) NOT NULL,
	"title" varchar(300),
	"mall_name" varchar(200),
	"api_calls" integer DEFAULT 0 NOT NULL,
	"searched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "keyword_checks_rank_positive" CHECK ("keyword_checks"."rank" is null or "keyword_checks"."rank" > 0),
	CONSTRAINT "keyword_checks_failed_has_no_rank" CHECK ("keyword_checks"."status" is distinct from 'FAILED' or "keyword_checks"."rank" is null)
);
--> statement-breakpoint
CREATE TABLE "keyword_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword_id" integer NOT NULL,
	"day" date NOT NULL,
	"rank" integer,
	"page" integer,
	"page_rank" integer,
	"rank_text" varchar(100) NOT NULL,
	"status" varchar(20) NOT NULL,
	"error" varchar(500),
	"provider" varchar(30) NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "keyword_histories_rank_positive" CHECK ("keyword_histories"."rank" is null or "keyword_histories"."rank" > 0),
	CONSTRAINT "keyword_histories_failed_has_no_rank" CHECK ("keyword_histories"."status" <> 'FAILED' or "keyword_histories"."rank" is null)
);
--> statement-breakpoint
CREATE TABLE "keyword_refresh_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"deferred" integer DEFAULT 0 NOT NULL,
	"calls_used" integer DEFAULT 0 NOT NULL,
	"note" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "my_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(10) DEFAULT 'shopping' NOT NULL,
	"mid" varchar(40) NOT NULL,
	"title" varchar(300),
	"url" varchar(500),
	"extended" boolean DEFAULT false NOT NULL,
	"main_keyword_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "my_products_type_valid" CHECK ("my_products"."type" in ('shopping', 'place'))
);
--> statement-breakpoint
CREATE TABLE "product_malls" (
	"product_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	CONSTRAINT "product_malls_product_id_name_pk" PRIMARY KEY("product_id","name")
);
--> statement-breakpoint
CREATE TABLE "rank_api_usage" (
	"day" date PRIMARY KEY NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rank_lookup_usage" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"lookups" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rank_lookup_usage_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "keyword_checks" ADD CONSTRAINT "keyword_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_checks" ADD CONSTRAINT "keyword_checks_product_id_my_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."my_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_histories" ADD CONSTRAINT "keyword_histories_keyword_id_keyword_checks_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."keyword_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_products" ADD CONSTRAINT "my_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_products" ADD CONSTRAINT "my_products_main_keyword_id_keyword_checks_id_fk" FOREIGN KEY ("main_keyword_id") REFERENCES "public"."keyword_checks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_malls" ADD CONSTRAINT "product_malls_product_id_my_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."my_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_lookup_usage" ADD CONSTRAINT "rank_lookup_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "keyword_checks_user_type_keyword_mid_unique" ON "keyword_checks" USING btree ("user_id","type","keyword","mid");--> statement-breakpoint
CREATE INDEX "keyword_checks_product_idx" ON "keyword_checks" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "keyword_checks_user_created_idx" ON "keyword_checks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "keyword_histories_keyword_day_unique" ON "keyword_histories" USING btree ("keyword_id","day");--> statement-breakpoint
CREATE INDEX "keyword_refresh_runs_started_idx" ON "keyword_refresh_runs" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "my_products_user_type_mid_unique" ON "my_products" USING btree ("user_id","type","mid");