CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"on_behalf_of_id" integer,
	"account_id" integer NOT NULL,
	"action" varchar(20) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"request_id" varchar(100),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_events_action_valid" CHECK ("audit_events"."action" in ('MEMBER_CREATE','MEMBER_UPDATE','PRICE_SET','TRANSFER','RECALL','PAYOUT','ACT_FOR'))
);
--> statement-breakpoint
ALTER TABLE "point_transactions" DROP CONSTRAINT "point_transactions_action_valid";--> statement-breakpoint
ALTER TABLE "point_transactions" DROP CONSTRAINT "point_transactions_sign";--> statement-breakpoint
ALTER TABLE "point_transactions" ADD COLUMN "counterparty_id" integer;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_on_behalf_of_id_users_id_fk" FOREIGN KEY ("on_behalf_of_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_account_idx" ON "audit_events" USING btree ("account_id","id");--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_counterparty_id_users_id_fk" FOREIGN KEY ("counterparty_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_transactions_transfer_pair_unique" ON "point_transactions" USING btree ("related_id") WHERE "point_transactions"."action" in ('TRANSFER_IN','RECALL_IN');--> statement-breakpoint
CREATE INDEX "point_transactions_transfer_idx" ON "point_transactions" USING btree ("action") WHERE "point_transactions"."action" in ('TRANSFER_OUT','TRANSFER_IN','RECALL_OUT','RECALL_IN');--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_counterparty" CHECK (("point_transactions"."action" in ('TRANSFER_OUT','TRANSFER_IN','RECALL_OUT','RECALL_IN')) = ("point_transactions"."counterparty_id" is not null and "point_transactions"."counterparty_id" <> "point_transactions"."account_id"));--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_transfer_credit_pair" CHECK ("point_transactions"."action" not in ('TRANSFER_IN','RECALL_IN') or "point_transactions"."related_id" is not null);--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_action_valid" CHECK ("point_transactions"."action" in ('B2B_REQUEST','CHARGE','FREE','AD_DEDUCT','REFUND','WITHDRAW','CANCEL','TRANSFER_OUT','TRANSFER_IN','RECALL_OUT','RECALL_IN'));--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_sign" CHECK (("point_transactions"."action" in ('CHARGE','FREE','REFUND','TRANSFER_IN','RECALL_IN') and "point_transactions"."amount" > 0) or ("point_transactions"."action" in ('AD_DEDUCT','WITHDRAW','TRANSFER_OUT','RECALL_OUT') and "point_transactions"."amount" < 0) or ("point_transactions"."action" in ('B2B_REQUEST','CANCEL') and "point_transactions"."amount" = 0));