-- tests/apps/exttypes/data.sql — deterministic data for exttypes.
SET TimeZone = 'UTC';
SET search_path = public, extensions;

INSERT INTO authors (id, handle, email, display_name, languages, profile, joined_at)
SELECT g, CASE WHEN g % 3 = 0 THEN 'Writer' || g ELSE 'writer' || g END,
       CASE WHEN g % 4 = 0 THEN 'WRITER' || g || '@Mail.Example' ELSE 'writer' || g || '@mail.example' END,
       CASE WHEN g % 8 = 0 THEN NULL ELSE 'Writer ' || g || ' ' END,
       CASE g % 3 WHEN 0 THEN ARRAY['en','fr'] WHEN 1 THEN ARRAY['de'] ELSE ARRAY['en'] END::varchar(5)[],
       CASE WHEN g % 5 = 0 THEN NULL
            ELSE jsonb_build_object('twitter', '@w' || g, 'verified', g % 2 = 0,
                                    'links', jsonb_build_array('https://w' || g || '.example', 'https://x.example/' || g)) END,
       timestamptz '2021-01-01 00:00:00+00' + (g * 9 || ' days')::interval
FROM generate_series(1, 150) g;

INSERT INTO categories (id, path, title)
SELECT row_number() OVER (ORDER BY p), p::ltree, initcap(replace(p, '.', ' / '))
FROM unnest(ARRAY['tech', 'tech.databases', 'tech.databases.postgres', 'tech.databases.sqlite',
                  'tech.languages', 'tech.languages.c', 'tech.languages.python', 'life',
                  'life.cooking', 'life.travel', 'life.travel.europe', 'business']) p;

INSERT INTO articles (id, slug, title, author_id, category_path, tags, attrs, meta, ratings, word_count, published_at)
SELECT g, CASE WHEN g % 7 = 0 THEN 'Post-' || g ELSE 'post-' || g END,
       (ARRAY['Indexing ', 'Partitioning', 'Cooking pasta', 'Trains in Europe', 'Pointers in C', 'Pricing'])[1 + g % 6] || ' part ' || g,
       1 + g % 150,
       (ARRAY['tech.databases.postgres', 'tech.databases.sqlite', 'life.cooking', 'life.travel.europe',
              'tech.languages.c', 'business', 'tech', 'tech.languages.python'])[1 + g % 8]::ltree,
       CASE g % 5 WHEN 0 THEN ARRAY['sql', 'performance'] WHEN 1 THEN ARRAY['howto'] WHEN 2 THEN ARRAY['sql', 'howto', 'beginner']
                  WHEN 3 THEN '{}'::text[] ELSE ARRAY['opinion'] END,
       CASE WHEN g % 6 = 0 THEN NULL
            ELSE hstore(ARRAY['lang', 'level', 'source'],
                        ARRAY[(ARRAY['en', 'fr', 'de'])[1 + g % 3], (1 + g % 3)::text, CASE WHEN g % 4 = 0 THEN NULL ELSE 'import' END]) END,
       jsonb_build_object('views', g * 37 % 10000, 'featured', g % 17 = 0,
                          'seo', jsonb_build_object('title', 'Title ' || g, 'noindex', g % 29 = 0),
                          'revisions', jsonb_build_array(1, g % 4)),
       CASE WHEN g % 9 = 0 THEN NULL ELSE ARRAY[1 + g % 5, 1 + (g * 3) % 5]::smallint[] END,
       CASE WHEN g % 13 = 0 THEN NULL ELSE 200 + (g * 97) % 3000 END,
       CASE WHEN g % 10 = 0 THEN NULL ELSE timestamptz '2023-01-01 00:00:00+00' + (g * 13 || ' hours')::interval END
FROM generate_series(1, 1200) g;

INSERT INTO comments (id, article_id, author_id, parent_id, body, reactions, created_at)
SELECT g, 1 + (g * 7) % 1200, CASE WHEN g % 15 = 0 THEN NULL ELSE 1 + g % 150 END,
       CASE WHEN g > 10 AND g % 4 = 0 THEN g - 3 END,
       'Comment ' || g || CASE WHEN g % 5 = 0 THEN '   ' ELSE '' END,
       CASE WHEN g % 3 = 0 THEN NULL ELSE jsonb_build_object('like', g % 11, 'laugh', g % 4) END,
       timestamptz '2023-02-01 00:00:00+00' + (g * 7 || ' hours')::interval
FROM generate_series(1, 2500) g;

INSERT INTO purchases (id, article_id, buyer_email, price_cents, coupon_codes, extra, purchased_at)
SELECT g, 1 + (g * 11) % 1200,
       CASE WHEN g % 2 = 0 THEN 'Buyer' || (g % 90) || '@Shop.Example' ELSE 'buyer' || (g % 90) || '@shop.example' END,
       99 + (g * 53) % 2000,
       CASE WHEN g % 4 = 0 THEN ARRAY['SPRING24'] WHEN g % 4 = 1 THEN NULL ELSE '{}' END,
       CASE WHEN g % 3 = 0 THEN 'channel=>web, ref=>newsletter'::hstore ELSE 'channel=>app'::hstore END,
       timestamptz '2023-03-01 00:00:00+00' + (g * 5 || ' hours')::interval
FROM generate_series(1, 1000) g;
ANALYZE;
