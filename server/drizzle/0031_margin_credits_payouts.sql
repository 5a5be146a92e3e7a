CREATE TABLE "margin_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"bank_file_id" integer,
	"bank_file_name" varchar(255),
	"memo" text,
	"status" varchar(20) DEFAULT 'PENDING' NOT NULL,
	"paid_on" date,
	"reference" varchar(100),
	"ledger_id" bigint,
	"reject_reason" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "margin_payouts_amount_positive" CHECK ("margin_payouts"."amount" > 0),
	CONSTRAINT "margin_payouts_status_valid" CHECK ("margin_payouts"."status" in ('PENDING','PAID','REJECTED')),
	CONSTRAINT "margin_payouts_paid_shape" CHECK ("margin_payouts"."status" <> 'PAID' or ("margin_payouts"."ledger_id" is not null and "margin_payouts"."paid_on" is not null and "margin_payouts"."reference" is not null))
);
--> statement-breakpoint
CREATE TABLE "reseller_margin_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"margin_tenths" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"ledger_id" bigint,
	"credited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reseller_margin_credits_nonnegative" CHECK ("reseller_margin_credits"."amount" >= 0 and "reseller_margin_credits"."margin_tenths" >= 0)
);
--> statement-breakpoint
ALTER TABLE "point_transactions" DROP CONSTRAINT "point_transactions_action_valid";--> statement-breakpoint
ALTER TABLE "point_transactions" DROP CONSTRAINT "point_transactions_sign";--> statement-breakpoint
ALTER TABLE "reseller_margins" ADD COLUMN "credit_id" integer;--> statement-breakpoint
ALTER TABLE "settlement_runs" ADD COLUMN "margin_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_runs" ADD COLUMN "margin_credited" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_seal" ADD COLUMN "margins_credited_through" date;--> statement-breakpoint
ALTER TABLE "margin_payouts" ADD CONSTRAINT "margin_payouts_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "margin_payouts" ADD CONSTRAINT "margin_payouts_bank_file_id_advertiser_files_id_fk" FOREIGN KEY ("bank_file_id") REFERENCES "public"."advertiser_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "margin_payouts" ADD CONSTRAINT "margin_payouts_ledger_id_point_transactions_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."point_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "margin_payouts" ADD CONSTRAINT "margin_payouts_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_margin_credits" ADD CONSTRAINT "reseller_margin_credits_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_margin_credits" ADD CONSTRAINT "reseller_margin_credits_ledger_id_point_transactions_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."point_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "margin_payouts_account_idx" ON "margin_payouts" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "margin_payouts_status_idx" ON "margin_payouts" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "margin_payouts_ledger_unique" ON "margin_payouts" USING btree ("ledger_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reseller_margin_credits_account_day_unique" ON "reseller_margin_credits" USING btree ("account_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "reseller_margin_credits_ledger_unique" ON "reseller_margin_credits" USING btree ("ledger_id");--> statement-breakpoint
CREATE INDEX "reseller_margin_credits_day_idx" ON "reseller_margin_credits" USING btree ("day");--> statement-breakpoint
ALTER TABLE "reseller_margins" ADD CONSTRAINT "reseller_margins_credit_id_reseller_margin_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."reseller_margin_credits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reseller_margins_uncredited_idx" ON "reseller_margins" USING btree ("account_id","day") WHERE "reseller_margins"."credit_id" is null;--> statement-breakpoint
CREATE INDEX "reseller_margins_credit_idx" ON "reseller_margins" USING btree ("credit_id");--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_action_valid" CHECK ("point_transactions"."action" in ('B2B_REQUEST','CHARGE','FREE','AD_DEDUCT','REFUND','WITHDRAW','CANCEL','TRANSFER_OUT','TRANSFER_IN','RECALL_OUT','RECALL_IN','MARGIN_CREDIT','MARGIN_PAYOUT'));--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_sign" CHECK (("point_transactions"."action" in ('CHARGE','FREE','REFUND','TRANSFER_IN','RECALL_IN','MARGIN_CREDIT') and "point_transactions"."amount" > 0) or ("point_transactions"."action" in ('AD_DEDUCT','WITHDRAW','TRANSFER_OUT','RECALL_OUT','MARGIN_PAYOUT') and "point_transactions"."amount" < 0) or ("point_transactions"."action" in ('B2B_REQUEST','CANCEL') and "point_transactions"."amount" = 0));