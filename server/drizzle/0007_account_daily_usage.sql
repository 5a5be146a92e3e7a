CREATE TABLE "account_daily_usage" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" varchar(40) NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "account_daily_usage_user_id_day_kind_pk" PRIMARY KEY("user_id","day","kind")
);
--> statement-breakpoint
ALTER TABLE "account_daily_usage" ADD CONSTRAINT "account_daily_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;