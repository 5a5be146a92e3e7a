CREATE TABLE "remote_live" (
	"deployment" varchar(16) NOT NULL,
	"remote" varchar(32) NOT NULL,
	"release_id" integer,
	"canary_release_id" integer,
	"canary_percent" integer DEFAULT 0 NOT NULL,
	"previous_release_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" integer,
	CONSTRAINT "remote_live_deployment_remote_pk" PRIMARY KEY("deployment","remote"),
	CONSTRAINT "remote_live_canary_percent_range" CHECK ("remote_live"."canary_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "remote_release_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" varchar(16) NOT NULL,
	"deployment" varchar(16),
	"remote" varchar(32) NOT NULL,
	"from_version" varchar(64),
	"to_version" varchar(64),
	"canary_percent" integer,
	"reason" text,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" varchar(32) NOT NULL,
	"version" varchar(64) NOT NULL,
	"shared_range" varchar(64) NOT NULL,
	"git_commit" varchar(64) NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"file_count" integer NOT NULL,
	"route_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nav_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by_id" integer
);
--> statement-breakpoint
ALTER TABLE "remote_live" ADD CONSTRAINT "remote_live_release_id_remote_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."remote_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_live" ADD CONSTRAINT "remote_live_canary_release_id_remote_releases_id_fk" FOREIGN KEY ("canary_release_id") REFERENCES "public"."remote_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_live" ADD CONSTRAINT "remote_live_previous_release_id_remote_releases_id_fk" FOREIGN KEY ("previous_release_id") REFERENCES "public"."remote_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_live" ADD CONSTRAINT "remote_live_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_release_events" ADD CONSTRAINT "remote_release_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_releases" ADD CONSTRAINT "remote_releases_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_release_events_remote_idx" ON "remote_release_events" USING btree ("remote","id");--> statement-breakpoint
CREATE UNIQUE INDEX "remote_releases_remote_version_unique" ON "remote_releases" USING btree ("remote","version");