CREATE TABLE "settlement_seal" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"settled_through" date NOT NULL,
	"completion_id" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_seal_one_row" CHECK ("settlement_seal"."id" = 1)
);
