CREATE TABLE "advertiser_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"advertiser_id" integer,
	"type" varchar(20) NOT NULL,
	"name" varchar(255) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"storage_key" varchar(300) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertisers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"registration_number" varchar(12) NOT NULL,
	"representative" varchar(50) NOT NULL,
	"address" varchar(300) NOT NULL,
	"phone_number" varchar(20),
	"business_type" varchar(100),
	"business_category" varchar(100),
	"emails" jsonb NOT NULL,
	"deposit_names" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertisers_registration_number_format" CHECK ("advertisers"."registration_number" ~ '^[0-9]{3}-[0-9]{2}-[0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "point_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"actor_id" integer,
	"action" varchar(20) NOT NULL,
	"action_name" varchar(100),
	"amount" bigint NOT NULL,
	"requested_amount" bigint,
	"balance_after" bigint NOT NULL,
	"status" varchar(20),
	"evidence" jsonb,
	"memo" text,
	"related_id" bigint,
	"idempotency_key" varchar(120) NOT NULL,
	"reject_reason" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_transactions_action_valid" CHECK ("point_transactions"."action" in ('B2B_REQUEST','CHARGE','FREE','AD_DEDUCT','REFUND','WITHDRAW','CANCEL')),
	CONSTRAINT "point_transactions_balance_after_nonnegative" CHECK ("point_transactions"."balance_after" >= 0),
	CONSTRAINT "point_transactions_sign" CHECK (("point_transactions"."action" in ('CHARGE','FREE','REFUND') and "point_transactions"."amount" > 0) or ("point_transactions"."action" in ('AD_DEDUCT','WITHDRAW') and "point_transactions"."amount" < 0) or ("point_transactions"."action" in ('B2B_REQUEST','CANCEL') and "point_transactions"."amount" = 0)),
	CONSTRAINT "point_transactions_request_shape" CHECK ("point_transactions"."action" <> 'B2B_REQUEST' or ("point_transactions"."requested_amount" > 0 and "point_transactions"."status" is not null))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"charge_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"bank_name" varchar(50) NOT NULL,
	"account_number" varchar(50) NOT NULL,
	"account_holder" varchar(50) NOT NULL,
	"reason" text,
	"status" varchar(20) DEFAULT 'PENDING' NOT NULL,
	"reject_reason" text,
	"withdraw_transaction_id" bigint,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_requests_amount_positive" CHECK ("withdrawal_requests"."amount" > 0),
	CONSTRAINT "withdrawal_requests_status_valid" CHECK ("withdrawal_requests"."status" in ('PENDING','APPROVED','REJECTED'))
);
--> statement-breakpoint
ALTER TABLE "advertiser_files" ADD CONSTRAINT "advertiser_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_files" ADD CONSTRAINT "advertiser_files_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisers" ADD CONSTRAINT "advertisers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_related_id_point_transactions_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."point_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_charge_id_point_transactions_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."point_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_withdraw_transaction_id_point_transactions_id_fk" FOREIGN KEY ("withdraw_transaction_id") REFERENCES "public"."point_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertiser_files_advertiser_idx" ON "advertiser_files" USING btree ("advertiser_id");--> statement-breakpoint
CREATE INDEX "advertiser_files_owner_idx" ON "advertiser_files" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "advertisers_user_unique" ON "advertisers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "advertisers_registration_number_idx" ON "advertisers" USING btree ("registration_number");--> statement-breakpoint
CREATE UNIQUE INDEX "point_transactions_idempotency_unique" ON "point_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "point_transactions_charge_per_request_unique" ON "point_transactions" USING btree ("related_id") WHERE "point_transactions"."action" = 'CHARGE' and "point_transactions"."related_id" is not null;--> statement-breakpoint
CREATE INDEX "point_transactions_account_idx" ON "point_transactions" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "point_transactions_pending_idx" ON "point_transactions" USING btree ("status") WHERE "point_transactions"."action" = 'B2B_REQUEST';--> statement-breakpoint
CREATE INDEX "withdrawal_requests_account_idx" ON "withdrawal_requests" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_charge_idx" ON "withdrawal_requests" USING btree ("charge_id");