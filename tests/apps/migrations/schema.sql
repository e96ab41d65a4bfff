-- tests/apps/migrations/schema.sql — a blog's schema as its migrations
-- built it, applied in order (Django's sqlmigrate and Rails' bulk
-- change_table write statements of these shapes): tables created, then
-- columns added, renamed, retyped and dropped, a table renamed, NOT NULL
-- set and dropped, a range-partitioned page-view log that gains and loses
-- columns before and after partitions are added.  qprop and PostgreSQL
-- both read this file itself (there is no dump): the views are created
-- after the ALTERs, as a migration that recreates its views does.
BEGIN;
-- 0001_initial
CREATE TABLE "blog_author" ("id" bigserial NOT NULL PRIMARY KEY, "name" varchar(100) NOT NULL, "bio" text NOT NULL);
CREATE TABLE "blog_post" ("id" bigserial NOT NULL PRIMARY KEY, "title" varchar(200) NOT NULL, "body" text NOT NULL, "created" timestamp with time zone NOT NULL, "author_id" bigint NOT NULL);
ALTER TABLE "blog_post" ADD CONSTRAINT "blog_post_author_id_fk_blog_author_id" FOREIGN KEY ("author_id") REFERENCES "blog_author" ("id") DEFERRABLE INITIALLY DEFERRED;
CREATE INDEX "blog_post_author_id_idx" ON "blog_post" ("author_id");
COMMIT;

BEGIN;
-- 0002_post_status
ALTER TABLE "blog_post" ADD COLUMN "published_at" timestamp with time zone NULL;
ALTER TABLE "blog_post" ADD COLUMN "status" varchar(10) DEFAULT 'draft' NOT NULL;
ALTER TABLE "blog_post" ALTER COLUMN "status" DROP DEFAULT;
COMMIT;

BEGIN;
-- 0003_author_display_name
ALTER TABLE "blog_author" RENAME COLUMN "name" TO "display_name";
ALTER TABLE "blog_author" ADD COLUMN "email" varchar(254) NULL;
ALTER TABLE "blog_author" ALTER COLUMN "bio" DROP NOT NULL;
COMMIT;

BEGIN;
-- 0004_comment
CREATE TABLE "blog_comment" ("id" bigserial NOT NULL PRIMARY KEY, "post_id" bigint NOT NULL, "author_name" varchar(80) NOT NULL, "text" text NOT NULL, "created" timestamp with time zone NOT NULL);
ALTER TABLE "blog_comment" ADD CONSTRAINT "blog_comment_post_id_fk_blog_post_id" FOREIGN KEY ("post_id") REFERENCES "blog_post" ("id") DEFERRABLE INITIALLY DEFERRED;
COMMIT;

BEGIN;
-- 0004b_alter_title_max_length
ALTER TABLE "blog_post" ALTER COLUMN "title" TYPE varchar(300) USING "title"::varchar(300);
COMMIT;

BEGIN;
-- 0005_rename_post_article
ALTER TABLE "blog_post" RENAME TO "blog_article";
ALTER TABLE "blog_comment" RENAME COLUMN "post_id" TO "article_id";
COMMIT;

-- 20240301120000_add_counters (Rails, change_table bulk: true)
ALTER TABLE "blog_article" ADD "views" integer DEFAULT 0 NOT NULL, ADD "slug" character varying, ADD "score" numeric(6,2);
-- 20240302120000_body_to_text_store: the body moves to its own table
CREATE TABLE "article_bodies" ("article_id" bigint NOT NULL PRIMARY KEY, "body" text NOT NULL);
ALTER TABLE "blog_article" DROP COLUMN "body";
ALTER TABLE "blog_comment" ADD COLUMN IF NOT EXISTS "approved" boolean;
ALTER TABLE "blog_comment" ALTER COLUMN "approved" SET NOT NULL;

-- page views, partitioned by day range; the migrations add a column to
-- the partitioned table (and so to its partitions), drop one, and add
-- partitions afterwards
CREATE TABLE page_views (
    article_id bigint NOT NULL,
    viewed_on date NOT NULL,
    referrer text,
    visitor_id integer
) PARTITION BY RANGE (viewed_on);
CREATE TABLE page_views_2024q1 PARTITION OF page_views
    FOR VALUES FROM ('2024-01-01') TO ('2024-04-01');
CREATE TABLE page_views_2024q2 PARTITION OF page_views
    FOR VALUES FROM ('2024-04-01') TO ('2024-07-01');
ALTER TABLE page_views ADD COLUMN country char(2);
ALTER TABLE page_views DROP COLUMN referrer;
CREATE TABLE page_views_2024q3 PARTITION OF page_views
    FOR VALUES FROM ('2024-07-01') TO ('2024-10-01');
CREATE TABLE page_views_default PARTITION OF page_views DEFAULT;
ALTER TABLE page_views RENAME COLUMN visitor_id TO session_id;
ALTER TABLE page_views ALTER COLUMN session_id SET DATA TYPE bigint;

-- the views, recreated after the migrations that touched their tables
CREATE VIEW published_articles AS
    SELECT a.id, a.title, a.slug, a.published_at, au.display_name AS author
    FROM blog_article a JOIN blog_author au ON au.id = a.author_id
    WHERE a.status = 'published';
CREATE VIEW article_traffic AS
    SELECT article_id, viewed_on, count(*) AS views, count(DISTINCT session_id) AS sessions
    FROM page_views GROUP BY article_id, viewed_on;
