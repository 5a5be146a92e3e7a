CREATE TABLE "settlement_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"trigger" varchar(10) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"ad_days" integer NOT NULL,
	"ads_charged" integer NOT NULL,
	"amount" bigint NOT NULL,
	"publisher_days" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"error" text,
	"instance" varchar(200) NOT NULL,
	CONSTRAINT "settlement_runs_status_valid" CHECK ("settlement_runs"."status" in ('ok', 'failed')),
	CONSTRAINT "settlement_runs_trigger_valid" CHECK ("settlement_runs"."trigger" in ('SCHEDULE', 'MANUAL', 'CLOCK')),
	CONSTRAINT "settlement_runs_nonnegative" CHECK ("settlement_runs"."duration_ms" >= 0 and "settlement_runs"."ad_days" >= 0 and "settlement_runs"."ads_charged" >= 0 and "settlement_runs"."amount" >= 0 and "settlement_runs"."publisher_days" >= 0)
);
--> statement-breakpoint
CREATE INDEX "settlement_runs_day_idx" ON "settlement_runs" USING btree ("day","started_at");