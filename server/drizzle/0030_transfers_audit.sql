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
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_sign" CHECK (("point_transactions"."action" in ('CHARGE','FREE','REFUND','TRANSFER_IN','RECALL_IN') and "point_transactions"."amount" > 0) or ("point_transactions"."action" in ('AD_DEDUCT','WITHDRAW','TRANSFER_OUT','RECALL_OUT') and "point_transactions"."amount" < 0) or ("point_transactions"."action" in ('B2B_REQUEST','CANCEL') and "point_transactions"."amount" = 0));--> statement-breakpoint
-- A reseller's transfer or recall (points/transfer-queries.ts, README "Transfers"), in one statement:
-- both user rows locked lower id first, the target checked to be a strict descendant of the sender,
-- the key checked unused, the debited account's available balance (balance − live holds, read after
-- the lock: each statement of the function takes a fresh snapshot) checked to cover the amount; then
-- the debit row, the credit row pointing at it (each naming the other account) and both balances.
-- Answers the outcome: BOOKED (with both rows, the balances before, the two accounts' names and
-- whether the target's low-balance alert needs deciding), NOT_FOUND, DUPLICATE or INSUFFICIENT
-- (with the available balance); nothing is written unless BOOKED.
CREATE OR REPLACE FUNCTION nurly_book_transfer(
  p_sender integer, p_target integer, p_recall boolean, p_amount bigint, p_actor integer, p_memo text,
  p_out_key text, p_in_key text, p_out_name text, p_in_name text
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  r record;
  v_sender jsonb;
  v_target jsonb;
  v_sender_point bigint;
  v_target_point bigint;
  v_from integer;
  v_to integer;
  v_from_point bigint;
  v_to_point bigint;
  v_held bigint;
  v_out point_transactions;
  v_in point_transactions;
BEGIN
  FOR r IN SELECT u.id, u.point, u.username, u.name, u.is_guest FROM users u WHERE u.id IN (p_sender, p_target) ORDER BY u.id FOR UPDATE LOOP
    IF r.id = p_sender THEN
      v_sender_point := r.point;
      v_sender := jsonb_build_object('id', r.id, 'username', r.username, 'name', r.name);
    ELSIF NOT r.is_guest THEN
      v_target_point := r.point;
      v_target := jsonb_build_object('id', r.id, 'username', r.username, 'name', r.name);
    END IF;
  END LOOP;
  IF v_sender_point IS NULL OR v_target_point IS NULL OR p_sender = p_target THEN
    RETURN jsonb_build_object('outcome', 'NOT_FOUND');
  END IF;
  IF NOT EXISTS (
    WITH RECURSIVE up(id, parent_id, depth) AS (
      SELECT u.id, u.parent_id, 0 FROM users u WHERE u.id = p_target
      UNION ALL
      SELECT p.id, p.parent_id, up.depth + 1 FROM users p JOIN up ON p.id = up.parent_id WHERE up.depth < 32
    )
    SELECT 1 FROM up WHERE up.id = p_sender AND up.depth > 0
  ) THEN
    RETURN jsonb_build_object('outcome', 'NOT_FOUND');
  END IF;
  IF EXISTS (SELECT 1 FROM point_transactions t WHERE t.idempotency_key = p_out_key) THEN
    RETURN jsonb_build_object('outcome', 'DUPLICATE');
  END IF;
  IF p_recall THEN
    v_from := p_target; v_from_point := v_target_point; v_to := p_sender; v_to_point := v_sender_point;
  ELSE
    v_from := p_sender; v_from_point := v_sender_point; v_to := p_target; v_to_point := v_target_point;
  END IF;
  SELECT coalesce(sum(h.amount), 0) INTO v_held FROM point_holds h WHERE h.account_id = v_from AND h.amount > 0;
  IF v_from_point - v_held < p_amount THEN
    RETURN jsonb_build_object('outcome', 'INSUFFICIENT', 'from', v_from, 'available', v_from_point - v_held);
  END IF;
  INSERT INTO point_transactions (account_id, actor_id, action, action_name, amount, balance_after, memo, idempotency_key, counterparty_id)
  VALUES (v_from, p_actor, CASE WHEN p_recall THEN 'RECALL_OUT' ELSE 'TRANSFER_OUT' END, p_out_name, -p_amount, v_from_point - p_amount, p_memo, p_out_key, v_to)
  RETURNING * INTO v_out;
  INSERT INTO point_transactions (account_id, actor_id, action, action_name, amount, balance_after, memo, idempotency_key, counterparty_id, related_id)
  VALUES (v_to, p_actor, CASE WHEN p_recall THEN 'RECALL_IN' ELSE 'TRANSFER_IN' END, p_in_name, p_amount, v_to_point + p_amount, p_memo, p_in_key, v_from, v_out.id)
  RETURNING * INTO v_in;
  UPDATE users SET point = point - p_amount WHERE id = v_from;
  UPDATE users SET point = point + p_amount WHERE id = v_to;
  RETURN jsonb_build_object(
    'outcome', 'BOOKED',
    'out', to_jsonb(v_out),
    'in', to_jsonb(v_in),
    'sender_point', v_sender_point,
    'target_point', v_target_point,
    'sender', v_sender,
    'target', v_target,
    'watch', EXISTS (SELECT 1 FROM ads a WHERE a.owner_id = p_target AND a.status IN ('PENDING', 'ACTIVE'))
      OR EXISTS (SELECT 1 FROM low_balance_alerts l WHERE l.account_id = p_target AND l.alerted_at IS NOT NULL AND l.cleared_at IS NULL)
  );
END;
$$;
