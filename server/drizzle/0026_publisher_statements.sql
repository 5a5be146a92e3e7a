CREATE TABLE "publisher_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"publisher_id" integer NOT NULL,
	"month" date NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"supply" bigint DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'UNPAID' NOT NULL,
	"paid_on" date,
	"reference" varchar(100),
	"paid_by" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publisher_statements_status_known" CHECK ("publisher_statements"."status" in ('UNPAID', 'PAID')),
	CONSTRAINT "publisher_statements_vat_adds_up" CHECK ("publisher_statements"."supply" + "publisher_statements"."vat" = "publisher_statements"."payout"),
	CONSTRAINT "publisher_statements_nonnegative" CHECK ("publisher_statements"."days" >= 0 and "publisher_statements"."completions" >= 0 and "publisher_statements"."payout" >= 0),
	CONSTRAINT "publisher_statements_paid_complete" CHECK (("publisher_statements"."status" = 'PAID') = ("publisher_statements"."paid_on" is not null and "publisher_statements"."reference" is not null and "publisher_statements"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "daily_publisher_settlements" ADD COLUMN "statement_id" integer;--> statement-breakpoint
ALTER TABLE "publisher_statements" ADD CONSTRAINT "publisher_statements_app_id_publisher_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."publisher_apps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_statements" ADD CONSTRAINT "publisher_statements_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_statements" ADD CONSTRAINT "publisher_statements_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "publisher_statements_app_month_unique" ON "publisher_statements" USING btree ("app_id","month");--> statement-breakpoint
CREATE INDEX "publisher_statements_publisher_month_idx" ON "publisher_statements" USING btree ("publisher_id","month");--> statement-breakpoint
CREATE INDEX "publisher_statements_month_idx" ON "publisher_statements" USING btree ("month");--> statement-breakpoint
ALTER TABLE "daily_publisher_settlements" ADD CONSTRAINT "daily_publisher_settlements_statement_id_publisher_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."publisher_statements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_publisher_settlements_statement_idx" ON "daily_publisher_settlements" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "daily_publisher_settlements_unstated_idx" ON "daily_publisher_settlements" USING btree ("day") WHERE "daily_publisher_settlements"."statement_id" is null;