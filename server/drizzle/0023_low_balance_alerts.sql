CREATE TABLE "low_balance_alerts" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"alerted_at" timestamp with time zone,
	"cleared_at" timestamp with time zone,
	"available" bigint,
	"need" bigint,
	"mailed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "low_balance_alerts" ADD CONSTRAINT "low_balance_alerts_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;