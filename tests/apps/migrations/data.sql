-- tests/apps/migrations/data.sql — deterministic rows for the migrated
-- blog schema (no random(), no clock).
SET TimeZone = 'UTC';

INSERT INTO blog_author (id, display_name, bio, email)
SELECT g, 'Author ' || g, CASE WHEN g % 4 = 0 THEN NULL ELSE 'Writes about topic ' || (g % 7) END,
       CASE WHEN g % 3 = 0 THEN NULL ELSE 'author' || g || '@example.org' END
FROM generate_series(1, 40) g;
SELECT setval('blog_author_id_seq', 40);

INSERT INTO blog_article (id, title, created, author_id, published_at, status, views, slug, score)
SELECT g, 'Article ' || g,
       timestamptz '2024-01-01 09:00:00+00' + (g * 17 || ' hours')::interval,
       1 + g % 40,
       CASE WHEN g % 5 = 0 THEN NULL ELSE timestamptz '2024-01-02 09:00:00+00' + (g * 17 || ' hours')::interval END,
       CASE WHEN g % 5 = 0 THEN 'draft' WHEN g % 11 = 0 THEN 'archived' ELSE 'published' END,
       (g * 37) % 1000,
       CASE WHEN g % 9 = 0 THEN NULL ELSE 'article-' || g END,
       CASE WHEN g % 6 = 0 THEN NULL ELSE round(((g * 13) % 500) / 10.0, 2) END
FROM generate_series(1, 400) g;
SELECT setval('blog_post_id_seq', 400);

INSERT INTO article_bodies (article_id, body)
SELECT g, repeat('Lorem ipsum ', 1 + g % 5) FROM generate_series(1, 400) g;

INSERT INTO blog_comment (id, article_id, author_name, text, created, approved)
SELECT g, 1 + (g * 7) % 400, 'Reader ' || (g % 50), 'Comment ' || g,
       timestamptz '2024-01-05 10:00:00+00' + (g * 5 || ' hours')::interval,
       g % 4 <> 0
FROM generate_series(1, 2000) g;
SELECT setval('blog_comment_id_seq', 2000);

INSERT INTO page_views (article_id, viewed_on, session_id, country)
SELECT 1 + (g * 31) % 400, date '2024-01-01' + (g % 330),
       CASE WHEN g % 10 = 0 THEN NULL ELSE (g * 7) % 900 END,
       CASE WHEN g % 8 = 0 THEN NULL ELSE (ARRAY['US','GB','FR','DE','NL'])[1 + g % 5] END
FROM generate_series(1, 20000) g;

ANALYZE;
