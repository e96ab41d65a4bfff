-- tests/apps/migrations/queries.sql — the blog's pages and reports on the
-- schema its migrations built: renamed columns and tables, columns added
-- to a partitioned table and its later partitions, a dropped column's
-- neighbours.

-- q01: an author's page (renamed column, nullable bio after DROP NOT NULL)
SELECT id, display_name, coalesce(bio, '') AS bio, email FROM blog_author WHERE id = 7;

-- q02: published articles of one author, newest first (renamed table)
SELECT a.id, a.title, a.published_at FROM blog_article a
WHERE a.author_id = 12 AND a.status = 'published' ORDER BY a.published_at DESC, a.id;

-- q03: the article page: body from the table it moved to
SELECT a.title, b.body, a.views FROM blog_article a JOIN article_bodies b ON b.article_id = a.id
WHERE a.id = 42;

-- q04: comments of an article, approved only (renamed FK column)
SELECT c.id, c.author_name, c.text FROM blog_comment c
WHERE c.article_id = 42 AND c.approved ORDER BY c.created, c.id;

-- q05: comment counts per article for a set of articles
SELECT a.id, count(c.id) FROM blog_article a LEFT JOIN blog_comment c ON c.article_id = a.id
WHERE a.id IN (3, 5, 8, 13) GROUP BY a.id ORDER BY a.id;

-- q06: drafts with their authors (columns added in 0002)
SELECT a.id, a.title, au.display_name FROM blog_article a JOIN blog_author au ON au.id = a.author_id
WHERE a.status = 'draft' AND a.published_at IS NULL ORDER BY a.id LIMIT 20;

-- q07: the published_articles view for one author
SELECT id, title, slug FROM published_articles WHERE author = 'Author 3' ORDER BY id;

-- q08: articles without a slug (added nullable by the bulk migration)
SELECT count(*) FROM blog_article WHERE slug IS NULL;

-- q09: top-scored articles; score may be NULL
SELECT id, score FROM blog_article WHERE score IS NOT NULL ORDER BY score DESC, id LIMIT 10;

-- q10: views of one article in one month (the partition key prunes)
SELECT viewed_on, count(*) FROM page_views
WHERE article_id = 32 AND viewed_on >= '2024-02-01' AND viewed_on < '2024-03-01'
GROUP BY viewed_on ORDER BY viewed_on;

-- q11: views by country in the third quarter (column added to the parent
-- before the partition was created)
SELECT country, count(*) FROM page_views
WHERE viewed_on BETWEEN '2024-07-01' AND '2024-09-30' GROUP BY country ORDER BY country;

-- q12: sessions of a day, renamed column
SELECT count(DISTINCT session_id) FROM page_views WHERE viewed_on = '2024-05-15';

-- q13: the default partition's rows (after the last quarter)
SELECT count(*) FROM page_views WHERE viewed_on >= '2024-10-01';

-- q14: traffic of an author's articles in the first quarter
SELECT a.author_id, sum(t.views) FROM article_traffic t JOIN blog_article a ON a.id = t.article_id
WHERE a.author_id IN (1, 2) AND t.viewed_on < '2024-04-01'
GROUP BY a.author_id ORDER BY a.author_id;

-- q15: articles read from a country, with their comments approved
SELECT p.article_id, count(DISTINCT c.id) FROM page_views p JOIN blog_comment c ON c.article_id = p.article_id
WHERE p.country = 'FR' AND p.viewed_on >= '2024-06-01' AND p.viewed_on < '2024-06-08' AND c.approved
GROUP BY p.article_id ORDER BY p.article_id;

-- q16: views joined to articles with the article filter on the key side
SELECT p.viewed_on, a.title FROM page_views p JOIN blog_article a ON a.id = p.article_id
WHERE a.id = 63 AND p.viewed_on < '2024-03-01' ORDER BY p.viewed_on, a.title;

-- q17: authors without an email and their article counts
SELECT au.id, count(a.id) FROM blog_author au LEFT JOIN blog_article a ON a.author_id = au.id
WHERE au.email IS NULL GROUP BY au.id ORDER BY au.id;

-- q18: a partition read directly (it has the columns the parent gained)
SELECT country, count(*) FROM page_views_2024q1 WHERE session_id < 100 GROUP BY country ORDER BY country;
