-- subquery_pushed_sql: what --format=sql prints of a filter that
-- subquery_pushdown put into a derived table and also kept on it
-- (PRED_SUBQ_PUSHED, so that it is not pushed again each pass).  Every
-- row of the derived table holds it already, so the SQL leaves it out
-- there (target.c TG_OMIT_SUBQ_PUSHED): printed twice, PostgreSQL pushed
-- it into each branch beside qprop's copy and counted it twice (TPC-DS
-- q75: 47 rows estimated for 164,942, 0.76x; bench/README.md).
-- qprop-flags: --format=sql
CREATE TABLE date_dim (d_date_sk int PRIMARY KEY, d_year int, d_moy int);
CREATE TABLE item (i_item_sk int PRIMARY KEY, i_brand int, i_category text);
CREATE TABLE store_sales (ss_sold_date_sk int, ss_item_sk int, ss_qty int);
CREATE TABLE web_sales (ws_sold_date_sk int, ws_item_sk int, ws_qty int);
CREATE TABLE inv (inv_date_sk int, inv_item_sk int, inv_qty int);

-- q75's shape: the OR of the WITH item's two uses goes past GROUP BY and
-- into both branches of the UNION; the UNION itself is printed without it
WITH all_sales AS (
  SELECT d_year, i_brand, sum(qty) AS qty
  FROM (SELECT d.d_year, i.i_brand, s.ss_qty AS qty
        FROM store_sales s JOIN item i ON i.i_item_sk = s.ss_item_sk
                           JOIN date_dim d ON d.d_date_sk = s.ss_sold_date_sk
        WHERE i.i_category = 'Books'
        UNION
        SELECT d.d_year, i.i_brand, w.ws_qty
        FROM web_sales w JOIN item i ON i.i_item_sk = w.ws_item_sk
                         JOIN date_dim d ON d.d_date_sk = w.ws_sold_date_sk
        WHERE i.i_category = 'Books') sales_detail
  GROUP BY d_year, i_brand)
SELECT c.d_year, c.i_brand, c.qty - p.qty AS diff
FROM all_sales c JOIN all_sales p ON c.i_brand = p.i_brand
WHERE c.d_year = 2002 AND p.d_year = 2001;

-- q39's shape: a filter on a derived table's grouping key goes below its
-- GROUP BY, and the derived table is printed without it
SELECT foo.i_item_sk, foo.d_moy, foo.mean
FROM (SELECT i.i_item_sk, d.d_moy, avg(v.inv_qty) AS mean
      FROM inv v JOIN item i ON i.i_item_sk = v.inv_item_sk
                 JOIN date_dim d ON d.d_date_sk = v.inv_date_sk
      WHERE d.d_year = 2001
      GROUP BY i.i_item_sk, d.d_moy) foo
WHERE foo.d_moy IN (1, 2);

-- a filter the derived table cannot take (LIMIT inside) stays on it
SELECT * FROM (SELECT d.d_year FROM date_dim d ORDER BY d.d_date_sk LIMIT 5) x
WHERE x.d_year = 2001;

-- a user's filter on a UNION ALL goes into both branches, and is not
-- printed on the UNION ALL either
SELECT u.k FROM (SELECT ss_item_sk AS k FROM store_sales
                 UNION ALL SELECT ws_item_sk FROM web_sales) u
WHERE u.k = 7;
