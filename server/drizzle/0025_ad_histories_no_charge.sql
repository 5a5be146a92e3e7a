-- What an ad-day charged is its settlement row and the ledger row it points at; ad_histories keeps
-- the target and the offerwall's live counters only. The hand-made covering index of 0008 goes first.
DROP INDEX IF EXISTS "ad_histories_spent_idx";--> statement-breakpoint
ALTER TABLE "ad_histories" DROP CONSTRAINT "ad_histories_charged_nonnegative";--> statement-breakpoint
ALTER TABLE "ad_histories" DROP COLUMN "charged";--> statement-breakpoint
ALTER TABLE "ad_histories" DROP COLUMN "settled_at";
