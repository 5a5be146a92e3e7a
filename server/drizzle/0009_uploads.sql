CREATE TABLE "mission_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"product_ref" varchar(50) NOT NULL,
	"storage_key" varchar(300) NOT NULL,
	"name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mission_images" ADD CONSTRAINT "mission_images_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mission_images_owner_idx" ON "mission_images" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mission_images_storage_key_unique" ON "mission_images" USING btree ("storage_key");