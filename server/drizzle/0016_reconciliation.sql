CREATE TABLE "reconciliation_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" varchar(10) NOT NULL,
	"actor_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"ok" boolean NOT NULL,
	"broken" integer NOT NULL,
	"from_month" date NOT NULL,
	"to_month" date NOT NULL,
	"counts" jsonb NOT NULL,
	"findings" jsonb NOT NULL,
	CONSTRAINT "reconciliation_runs_trigger_valid" CHECK ("reconciliation_runs"."trigger" in ('SCHEDULE', 'MANUAL')),
	CONSTRAINT "reconciliation_runs_broken_nonnegative" CHECK ("reconciliation_runs"."broken" >= 0 and "reconciliation_runs"."ok" = ("reconciliation_runs"."broken" = 0))
);
--> statement-breakpoint
ALTER TABLE "reconciliation_runs" ADD CONSTRAINT "reconciliation_runs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;