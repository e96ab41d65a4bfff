-- tests/apps/exttypes/queries.sql — the publishing platform's pages,
-- search and reports on citext, hstore, ltree, arrays and jsonb.  The
-- application's search_path includes the extensions schema.
SET search_path = public, extensions;

-- q01: article page by slug (citext: any case)
SELECT a.id, a.title, au.handle FROM articles a JOIN authors au ON au.id = a.author_id
WHERE a.slug = 'POST-14';

-- q02: author profile by handle (citext) with their articles count
SELECT au.handle, count(a.id) FROM authors au LEFT JOIN articles a ON a.author_id = au.id
WHERE au.handle = 'WRITER3' GROUP BY au.handle;

-- q03: login by email, citext equality with mixed case
SELECT id, handle FROM authors WHERE email = 'writer8@MAIL.example';

-- q04: citext IN list
SELECT id, handle FROM authors WHERE handle IN ('writer1', 'WRITER2', 'Writer3', 'nobody') ORDER BY id;

-- q05: articles under a category subtree (ltree <@)
SELECT count(*) FROM articles WHERE category_path <@ 'tech.databases';

-- q06: lquery match
SELECT category_path, count(*) FROM articles WHERE category_path ~ '*.travel.*'
GROUP BY category_path ORDER BY category_path;

-- q07: category tree depth (nlevel) joined to articles
SELECT c.title, nlevel(c.path) AS depth, count(a.id) FROM categories c
LEFT JOIN articles a ON a.category_path = c.path
GROUP BY c.title, c.path ORDER BY c.path;

-- q08: ancestors of a category (@>)
SELECT path FROM categories WHERE path @> 'tech.databases.postgres'::ltree ORDER BY path;

-- q09: tag filter (array = ANY)
SELECT id, slug FROM articles WHERE 'beginner' = ANY (tags) AND author_id = 13 ORDER BY id;

-- q10: any of several tags (array overlap)
SELECT count(*) FROM articles WHERE tags && ARRAY['performance', 'opinion'];

-- q11: articles with no tags
SELECT count(*) FROM articles WHERE tags = '{}' OR cardinality(tags) = 0;

-- q12: tag cloud (unnest)
SELECT t, count(*) FROM articles, unnest(tags) AS t GROUP BY t ORDER BY count(*) DESC, t;

-- q13: hstore key lookup
SELECT count(*) FROM articles WHERE attrs -> 'lang' = 'fr' AND attrs -> 'level' = '2';

-- q14: hstore key existence and containment
SELECT count(*) FROM articles WHERE attrs ? 'source' AND attrs @> 'lang=>de';

-- q15: hstore NULL value vs missing key
SELECT count(*) FILTER (WHERE attrs IS NULL), count(*) FILTER (WHERE attrs -> 'source' IS NULL) FROM articles;

-- q16: jsonb ->> on the featured flag, newest first
SELECT id, slug FROM articles WHERE meta ->> 'featured' = 'true' AND published_at IS NOT NULL
ORDER BY published_at DESC, id DESC LIMIT 10;

-- q17: jsonb path #>> and cast
SELECT id FROM articles WHERE (meta #>> '{seo,noindex}')::boolean ORDER BY id;

-- q18: jsonb containment
SELECT count(*) FROM articles WHERE meta @> '{"featured": true}';

-- q19: most viewed per category (jsonb number, window)
SELECT category_path, id, views FROM (
    SELECT category_path, id, (meta ->> 'views')::int AS views,
           row_number() OVER (PARTITION BY category_path ORDER BY (meta ->> 'views')::int DESC, id) AS rn
    FROM articles) t
WHERE rn = 1 ORDER BY category_path;

-- q20: authors with a verified profile (jsonb boolean)
SELECT id, profile ->> 'twitter' FROM authors WHERE (profile -> 'verified')::boolean AND id < 30 ORDER BY id;

-- q21: jsonb array elements (author links)
SELECT au.id, l.value FROM authors au, jsonb_array_elements_text(au.profile -> 'links') AS l(value)
WHERE au.id IN (1, 2, 3) ORDER BY au.id, l.value;

-- q22: full text search on the generated column
SELECT id, title FROM articles WHERE search @@ to_tsquery('simple', 'pasta & 32') ORDER BY id;

-- q23: array of smallint: mean rating
SELECT id, (SELECT avg(r) FROM unnest(ratings) r) AS avg_rating FROM articles
WHERE id BETWEEN 1 AND 12 ORDER BY id;

-- q24: authors writing in French (varchar array)
SELECT count(*) FROM authors WHERE 'fr' = ANY (languages);

-- q25: comments of an article with their authors (LEFT JOIN: author deleted)
SELECT c.id, au.handle, c.body FROM comments c LEFT JOIN authors au ON au.id = c.author_id
WHERE c.article_id = 7 ORDER BY c.created_at, c.id;

-- q26: reply threads (self join)
SELECT p.id AS parent, count(r.id) AS replies FROM comments p JOIN comments r ON r.parent_id = p.id
WHERE p.article_id IN (22, 36, 57) GROUP BY p.id ORDER BY p.id;

-- q27: reactions totals from jsonb
SELECT sum((reactions ->> 'like')::int), sum((reactions ->> 'laugh')::int) FROM comments
WHERE created_at >= '2023-06-01' AND created_at < '2023-07-01';

-- q28: purchases by citext buyer email (mixed case in data)
SELECT count(*), sum(price_cents) FROM purchases WHERE buyer_email = 'BUYER12@shop.example';

-- q29: top buyers (citext GROUP BY merges cases)
SELECT buyer_email, count(*) FROM purchases GROUP BY buyer_email ORDER BY count(*) DESC, buyer_email LIMIT 5;

-- q30: purchases with a coupon, via the hstore channel
SELECT extra -> 'channel' AS channel, count(*) FROM purchases
WHERE coupon_codes @> ARRAY['SPRING24'] GROUP BY 1 ORDER BY 1;

-- q31: revenue per category subtree (join on the article key)
SELECT subpath(a.category_path, 0, 1) AS top, sum(p.price_cents) FROM purchases p
JOIN articles a ON a.id = p.article_id
WHERE p.purchased_at >= '2023-04-01 00:00:00+02' AND p.purchased_at < '2023-05-01 00:00:00+02'
GROUP BY 1 ORDER BY 1;

-- q32: articles never bought (NOT EXISTS)
SELECT count(*) FROM articles a WHERE NOT EXISTS (SELECT 1 FROM purchases p WHERE p.article_id = a.id);

-- q33: published view by author handle (citext through a view)
SELECT id, slug FROM published_articles WHERE author = 'Writer6' ORDER BY id;

-- q34: comments with trailing spaces (text keeps them)
SELECT count(*) FROM comments WHERE body LIKE '%   ' AND length(body) > length(rtrim(body));
