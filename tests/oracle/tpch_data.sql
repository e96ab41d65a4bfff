-- SPDX-License-Identifier: MIT
-- tests/oracle/tpch_data.sql — small deterministic TPC-H data set with NULLs
--
-- Loaded by tpch_roundtrip.sh into the TPC-H tables (created from the corpus
-- schema with every NOT NULL removed).  It is not dbgen output: it is made
-- to be small (about 20,000 rows in all, loads in well under a second), to
-- hold NULLs, and to make each TPC-H query with its validation parameters
-- return rows, so that comparing the original and the rewritten query means
-- something.
--
-- Determinism: every value is a function of the row number through
-- hashint8extended() (built in since PostgreSQL 11), never random(), so the
-- data are the same on every run and every machine of one architecture.
--
-- NULLs: about 1 value in 10 of every column (keys included) is NULL, drawn
-- per column.  Rows made on purpose for one query ("forced" rows below) have
-- no NULLs, so that the query finds them.
--
-- Value domains follow the TPC-H specification (clause 4.2.2 and 4.2.3):
-- the 5 regions and 25 nations, market segments, part types and containers,
-- brands Brand#MN, ship modes and instructions, order priorities, dates
-- 1992-01-01 to 1998-12-31, return flags R/A/N and line status O/F decided by
-- the dates as dbgen does, phone numbers starting with nation key + 10.
--
-- Sizes: 200 suppliers, 400 parts, 1,600 partsupp rows (4 suppliers a part,
-- chosen with dbgen's formula), 300 customers (those with a key divisible by
-- 3 place no orders, as in dbgen, which Q13 and Q22 rely on), 3,000 orders,
-- 1 to 7 lines an order (about 12,000).
--
-- Rows forced for a query (parts are chosen by p_partkey % 100):
--   Q2   % 100 in (1, 51): size 15, type ending in BRASS
--   Q8   % 100 in (8, 58): type ECONOMY ANODIZED STEEL
--   Q9   % 100 in (9, 59): 'green' in the name
--   Q17  % 100 in (3, 53): Brand#23, MED BOX
--   Q19  % 100 in (4, 54), (5, 55), (6, 56): one per OR branch, and half
--        their lines have a matching quantity, AIR and DELIVER IN PERSON
--   Q20  parts whose first supplier (dbgen's formula) is in CANADA: the
--        name starts with 'forest'
--   Q15  lines shipped in 1996-Q1 have no NULL l_suppkey (else the NULL
--        group would always have the top revenue and Q15 return nothing)
--   Q18  orders with o_orderkey % 100 = 17: 7 lines of quantity 45 to 50
--   Q13  orders with o_orderkey % 13 = 0: 'special requests' in the comment
--   Q16  suppliers with s_suppkey % 20 = 3: 'Customer Complaints' comment

SET client_min_messages = warning;

-- qp_r(i, salt, m): a number in [0, m) that looks random, from row 'i'.
CREATE FUNCTION qp_r(i bigint, salt int, m int) RETURNS int
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT (abs(hashint8extended(i, salt) % m))::int $$;

-- qp_nul(i, salt): true for about one row in ten.
CREATE FUNCTION qp_nul(i bigint, salt int) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT qp_r(i, salt, 10) = 0 $$;

-- qp_pick(a, i, salt): an element of 'a'.
CREATE FUNCTION qp_pick(a text[], i bigint, salt int) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT a[1 + qp_r(i, salt, cardinality(a))] $$;

-- qp_word(i, salt): a word of dbgen's comment grammar.
CREATE FUNCTION qp_word(i bigint, salt int) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT qp_pick('{furiously,quickly,carefully,blithely,slyly,
        fluffily,special,requests,deposits,accounts,packages,pending,final,
        regular,ironic,express,bold,even,unusual,foxes,theodolites,pinto,
        beans,instructions,dependencies,asymptotes,courts,dolphins,ideas,
        platelets,sleep,wake,haggle,nag,use,boost,affix,detect,integrate,
        cajole,among,about,above,across,after,against}'::text[], i, salt) $$;

-- qp_color(i, salt): a word of dbgen's part-name list.
CREATE FUNCTION qp_color(i bigint, salt int) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT qp_pick('{almond,antique,aquamarine,azure,beige,bisque,
        black,blanched,blue,blush,brown,burlywood,burnished,chartreuse,
        chiffon,chocolate,coral,cornflower,cornsilk,cream,cyan,dark,deep,dim,
        dodger,drab,firebrick,floral,frosted,gainsboro,ghost,goldenrod,grey,
        honeydew,hot,indian,ivory,khaki,lace,lavender,lawn,lemon,light,lime,
        linen,magenta,maroon,medium,metallic,midnight,mint,misty,moccasin,
        navajo,navy,olive,orange,orchid,pale,papaya,peach,peru,pink,plum,
        powder,puff,purple,red,rose,rosy,royal,saddle,salmon,sandy,seashell,
        sienna,sky,slate,smoke,snow,spring,steel,tan,thistle,tomato,
        turquoise,violet,wheat,white,yellow}'::text[], i, salt) $$;
-- ('forest' and 'green' are left out of the list: only forced rows get them.)

-- qp_retail(p): dbgen's retail price of part 'p'.
CREATE FUNCTION qp_retail(p bigint) RETURNS numeric
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT (90000 + ((p / 10) % 20001) + 100 * (p % 1000)) / 100.0 $$;

-- qp_supp(p, j): dbgen's j-th supplier (0..3) of part 'p', 200 suppliers.
CREATE FUNCTION qp_supp(p bigint, j int) RETURNS int
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT ((p + j * (50 + (p - 1) / 200)) % 200 + 1)::int $$;

-- qp_snation(s): the nation of supplier 's' (random, as in dbgen: a formula
-- such as s % 25 would give all four suppliers of a part one nation).
CREATE FUNCTION qp_snation(s bigint) RETURNS int
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT qp_r(s, 15, 25) $$;

INSERT INTO region (r_regionkey, r_name, r_comment)
VALUES (0, 'AFRICA', 'lar deposits. blithely final packages cajole'),
       (1, 'AMERICA', 'hs use ironic, even requests. s'),
       (2, 'ASIA', 'ges. thinly even pinto beans ca'),
       (3, 'EUROPE', 'ly final courts cajole furiously final excuse'),
       (4, 'MIDDLE EAST', NULL);

-- NULLs in nation: some comments, the region of ROMANIA, the name of PERU
-- (neither is a parameter of any query).
INSERT INTO nation (n_nationkey, n_name, n_regionkey, n_comment)
SELECT k, n, CASE WHEN n = 'ROMANIA' THEN NULL ELSE r END,
       CASE WHEN k % 7 = 3 THEN NULL ELSE qp_word(k, 1) || ' ' || qp_word(k, 2) END
FROM (VALUES (0, 'ALGERIA', 0), (1, 'ARGENTINA', 1), (2, 'BRAZIL', 1),
             (3, 'CANADA', 1), (4, 'EGYPT', 4), (5, 'ETHIOPIA', 0),
             (6, 'FRANCE', 3), (7, 'GERMANY', 3), (8, 'INDIA', 2),
             (9, 'INDONESIA', 2), (10, 'IRAN', 4), (11, 'IRAQ', 4),
             (12, 'JAPAN', 2), (13, 'JORDAN', 4), (14, 'KENYA', 0),
             (15, 'MOROCCO', 0), (16, 'MOZAMBIQUE', 0), (17, 'PERU', 1),
             (18, 'CHINA', 2), (19, 'ROMANIA', 3), (20, 'SAUDI ARABIA', 4),
             (21, 'VIETNAM', 2), (22, 'RUSSIA', 3), (23, 'UNITED KINGDOM', 3),
             (24, 'UNITED STATES', 1)) AS v(k, n, r);
UPDATE nation SET n_name = NULL WHERE n_nationkey = 17;

INSERT INTO supplier
SELECT CASE WHEN f OR NOT qp_nul(s, 10) THEN s END,
       CASE WHEN f OR NOT qp_nul(s, 11) THEN 'Supplier#' || lpad(s::text, 9, '0') END,
       CASE WHEN f OR NOT qp_nul(s, 12) THEN qp_word(s, 13) || ' ' || qp_r(s, 14, 1000) END,
       CASE WHEN f OR NOT qp_nul(s, 9) THEN qp_snation(s) END,
       CASE WHEN f OR NOT qp_nul(s, 16) THEN
           (10 + qp_snation(s)) || '-' || (100 + qp_r(s, 17, 900)) || '-'
           || (100 + qp_r(s, 18, 900)) || '-' || (1000 + qp_r(s, 19, 9000)) END,
       CASE WHEN f OR NOT qp_nul(s, 20) THEN (qp_r(s, 21, 1099999) - 99999) / 100.0 END,
       CASE WHEN NOT f AND qp_nul(s, 22) THEN NULL
            WHEN s % 20 = 3 THEN qp_word(s, 23) || ' Customer ' || qp_word(s, 24)
                                 || ' Complaints ' || qp_word(s, 25)
            ELSE qp_word(s, 23) || ' ' || qp_word(s, 24) || ' ' || qp_word(s, 25)
                 || ' ' || qp_word(s, 26) END
FROM (SELECT s, qp_snation(s) IN (3, 20) AS f FROM generate_series(1, 200) s) AS b;
-- (Suppliers of CANADA and SAUDI ARABIA, for Q20 and Q21, are kept whole.)

INSERT INTO part
SELECT CASE WHEN f OR NOT qp_nul(p, 30) THEN p END,
       CASE WHEN NOT f AND qp_nul(p, 31) THEN NULL
            WHEN forest THEN 'forest ' || qp_color(p, 32) || ' ' || qp_color(p, 33)
                                 || ' ' || qp_color(p, 34) || ' ' || qp_color(p, 35)
            WHEN r IN (9, 59) THEN qp_color(p, 32) || ' green ' || qp_color(p, 33)
                                 || ' ' || qp_color(p, 34) || ' ' || qp_color(p, 35)
            ELSE qp_color(p, 32) || ' ' || qp_color(p, 33) || ' ' || qp_color(p, 34)
                 || ' ' || qp_color(p, 35) || ' ' || qp_color(p, 36) END,
       CASE WHEN f OR NOT qp_nul(p, 37) THEN 'Manufacturer#' || substr(brand, 7, 1) END,
       CASE WHEN f OR NOT qp_nul(p, 38) THEN brand END,
       CASE WHEN NOT f AND qp_nul(p, 39) THEN NULL
            WHEN r IN (8, 58) THEN 'ECONOMY ANODIZED STEEL'
            ELSE qp_pick('{STANDARD,SMALL,MEDIUM,LARGE,ECONOMY,PROMO}', p, 40)
                 || ' ' || qp_pick('{ANODIZED,BURNISHED,PLATED,POLISHED,BRUSHED}', p, 41)
                 || ' ' || CASE WHEN r IN (1, 51) THEN 'BRASS'
                                ELSE qp_pick('{TIN,NICKEL,BRASS,STEEL,COPPER}', p, 42) END
       END,
       CASE WHEN NOT f AND qp_nul(p, 43) THEN NULL
            WHEN r IN (1, 51) THEN 15
            WHEN r IN (4, 54) THEN 1 + qp_r(p, 44, 5)
            WHEN r IN (5, 55) THEN 1 + qp_r(p, 44, 10)
            WHEN r IN (6, 56) THEN 1 + qp_r(p, 44, 15)
            ELSE 1 + qp_r(p, 44, 50) END,
       CASE WHEN NOT f AND qp_nul(p, 45) THEN NULL
            WHEN r IN (3, 53) THEN 'MED BOX'
            WHEN r IN (4, 54) THEN 'SM CASE'
            WHEN r IN (5, 55) THEN 'MED BAG'
            WHEN r IN (6, 56) THEN 'LG BOX'
            ELSE qp_pick('{SM,LG,MED,JUMBO,WRAP}', p, 46) || ' '
                 || qp_pick('{CASE,BOX,BAG,JAR,PKG,PACK,CAN,DRUM}', p, 47) END,
       CASE WHEN f OR NOT qp_nul(p, 48) THEN qp_retail(p) END,
       CASE WHEN f OR NOT qp_nul(p, 49) THEN left(qp_word(p, 50) || ' ' || qp_word(p, 51), 23) END
FROM (SELECT p, r, f, forest,
             CASE WHEN r IN (3, 53, 5, 55) THEN 'Brand#23'
                  WHEN r IN (4, 54) THEN 'Brand#12'
                  WHEN r IN (6, 56) THEN 'Brand#34'
                  ELSE 'Brand#' || (1 + qp_r(p, 52, 5)) || (1 + qp_r(p, 53, 5)) END AS brand
      FROM (SELECT p, p % 100 AS r, forest,
                   forest OR p % 100 IN (1, 51, 3, 53, 4, 54, 5, 55, 6, 56,
                                         8, 58, 9, 59) AS f
            FROM (SELECT p, qp_snation(p % 200 + 1) = 3 AS forest
                  FROM generate_series(1, 400) p) AS b00) AS b0) AS b;

INSERT INTO partsupp
SELECT CASE WHEN f OR NOT qp_nul(rid, 60) THEN p END,
       CASE WHEN f OR NOT qp_nul(rid, 61) THEN qp_supp(p, j) END,
       CASE WHEN f OR NOT qp_nul(rid, 62) THEN 1 + qp_r(rid, 63, 9999) END,
       CASE WHEN f OR NOT qp_nul(rid, 64) THEN (100 + qp_r(rid, 65, 99901)) / 100.0 END,
       CASE WHEN f OR NOT qp_nul(rid, 66) THEN qp_word(rid, 67) || ' ' || qp_word(rid, 68)
                                               || ' ' || qp_word(rid, 69) END
FROM (SELECT p, j, p * 4 + j AS rid,
             qp_snation(p % 200 + 1) = 3
             OR p % 100 IN (1, 51, 3, 53, 4, 54, 5, 55, 6, 56, 8, 58, 9, 59) AS f
      FROM generate_series(1, 400) p, generate_series(0, 3) j) AS b;

INSERT INTO customer
SELECT CASE WHEN NOT qp_nul(c, 70) THEN c END,
       CASE WHEN NOT qp_nul(c, 71) THEN 'Customer#' || lpad(c::text, 9, '0') END,
       CASE WHEN NOT qp_nul(c, 72) THEN qp_word(c, 73) || ' ' || qp_r(c, 74, 1000) END,
       CASE WHEN NOT qp_nul(c, 75) THEN c % 25 END,
       CASE WHEN NOT qp_nul(c, 76) THEN
           (10 + c % 25) || '-' || (100 + qp_r(c, 77, 900)) || '-'
           || (100 + qp_r(c, 78, 900)) || '-' || (1000 + qp_r(c, 79, 9000)) END,
       CASE WHEN NOT qp_nul(c, 80) THEN (qp_r(c, 81, 1099999) - 99999) / 100.0 END,
       CASE WHEN NOT qp_nul(c, 82) THEN
           qp_pick('{AUTOMOBILE,BUILDING,FURNITURE,MACHINERY,HOUSEHOLD}', c, 83) END,
       CASE WHEN NOT qp_nul(c, 84) THEN qp_word(c, 85) || ' ' || qp_word(c, 86)
                                        || ' ' || qp_word(c, 87) || ' ' || qp_word(c, 88) END
FROM generate_series(1, 300) c;

-- Lines first, without NULLs, in a scratch table: the orders need their
-- status and total price.
CREATE TEMP TABLE line_base AS
SELECT o, k, o * 8 + k AS rid, p, qp_supp(p, j) AS s, q,
       q * qp_retail(p) AS price, disc, tax, ship, commitd, receipt,
       CASE WHEN receipt <= date '1995-06-17'
            THEN qp_pick('{R,A}', o * 8 + k, 90) ELSE 'N' END AS rflag,
       CASE WHEN ship > date '1995-06-17' THEN 'O' ELSE 'F' END AS lstatus,
       CASE WHEN q19 THEN 'DELIVER IN PERSON'
            ELSE qp_pick('{DELIVER IN PERSON,COLLECT COD,NONE,TAKE BACK RETURN}',
                         o * 8 + k, 91) END AS instruct,
       CASE WHEN q19 THEN qp_pick('{AIR,AIR REG}', o * 8 + k, 92)
            ELSE qp_pick('{REG AIR,AIR,RAIL,SHIP,TRUCK,MAIL,FOB}', o * 8 + k, 93)
       END AS mode
FROM (SELECT o, k, p, j, disc, tax, ship, commitd,
             ship + 1 + qp_r(o * 8 + k, 94, 30) AS receipt,
             q19,
             CASE WHEN o % 100 = 17 THEN 45 + qp_r(o * 8 + k, 95, 6)
                  WHEN q19 AND p % 100 IN (4, 54) THEN 1 + qp_r(o * 8 + k, 95, 11)
                  WHEN q19 AND p % 100 IN (5, 55) THEN 10 + qp_r(o * 8 + k, 95, 11)
                  WHEN q19 AND p % 100 IN (6, 56) THEN 20 + qp_r(o * 8 + k, 95, 11)
                  ELSE 1 + qp_r(o * 8 + k, 95, 50) END AS q
      FROM (SELECT o, k, p, qp_r(o * 8 + k, 96, 4) AS j,
                   qp_r(o * 8 + k, 97, 11) / 100.0 AS disc,
                   qp_r(o * 8 + k, 98, 9) / 100.0 AS tax,
                   od + 1 + qp_r(o * 8 + k, 99, 121) AS ship,
                   od + 30 + qp_r(o * 8 + k, 100, 61) AS commitd,
                   p % 100 IN (4, 54, 5, 55, 6, 56) AND k % 2 = 0 AS q19
            FROM (SELECT o, k, od, 1 + qp_r(o * 8 + k, 101, 400) AS p
                  FROM (SELECT o, date '1992-01-01' + qp_r(o, 102, 2405) AS od,
                               CASE WHEN o % 100 = 17 THEN 7
                                    ELSE 1 + qp_r(o, 103, 7) END AS n
                        FROM generate_series(1, 3000) o) AS ord,
                       LATERAL generate_series(1, ord.n) k) AS l0) AS l1) AS l2;

INSERT INTO orders
SELECT CASE WHEN f OR NOT qp_nul(o, 110) THEN o END,
       CASE WHEN f OR NOT qp_nul(o, 111) THEN
           CASE WHEN c % 3 = 0 THEN c - 1 ELSE c END END,
       CASE WHEN f OR NOT qp_nul(o, 112) THEN st END,
       CASE WHEN f OR NOT qp_nul(o, 113) THEN tot END,
       CASE WHEN f OR NOT qp_nul(o, 114) THEN date '1992-01-01' + qp_r(o, 102, 2405) END,
       CASE WHEN f OR NOT qp_nul(o, 115) THEN
           qp_pick('{1-URGENT,2-HIGH,3-MEDIUM,4-NOT SPECIFIED,5-LOW}', o, 116) END,
       CASE WHEN f OR NOT qp_nul(o, 117) THEN 'Clerk#' || lpad((1 + qp_r(o, 118, 50))::text, 9, '0') END,
       CASE WHEN f OR NOT qp_nul(o, 119) THEN 0 END,
       CASE WHEN NOT f AND qp_nul(o, 120) THEN NULL
            WHEN o % 13 = 0 THEN qp_word(o, 121) || ' special ' || qp_word(o, 122)
                                 || ' requests ' || qp_word(o, 123)
            ELSE qp_word(o, 121) || ' ' || qp_word(o, 122) || ' ' || qp_word(o, 123)
                 || ' ' || qp_word(o, 124) END
FROM (SELECT o, o % 100 = 17 AS f, 1 + qp_r(o, 125, 300) AS c,
             CASE WHEN bool_and(lstatus = 'F') THEN 'F'
                  WHEN bool_and(lstatus = 'O') THEN 'O' ELSE 'P' END AS st,
             round(sum(price * (1 + tax) * (1 - disc)), 2) AS tot
      FROM line_base GROUP BY o) AS b;

INSERT INTO lineitem
SELECT CASE WHEN f OR NOT qp_nul(rid, 130) THEN o END,
       CASE WHEN f OR NOT qp_nul(rid, 131) THEN p END,
       CASE WHEN f OR NOT qp_nul(rid, 132)
                 OR ship BETWEEN date '1996-01-01' AND date '1996-03-31' THEN s END,
       CASE WHEN f OR NOT qp_nul(rid, 133) THEN k END,
       CASE WHEN f OR NOT qp_nul(rid, 134) THEN q END,
       CASE WHEN f OR NOT qp_nul(rid, 135) THEN price END,
       CASE WHEN f OR NOT qp_nul(rid, 136) THEN disc END,
       CASE WHEN f OR NOT qp_nul(rid, 137) THEN tax END,
       CASE WHEN f OR NOT qp_nul(rid, 138) THEN rflag END,
       CASE WHEN f OR NOT qp_nul(rid, 139) THEN lstatus END,
       CASE WHEN f OR NOT qp_nul(rid, 140) THEN ship END,
       CASE WHEN f OR NOT qp_nul(rid, 141) THEN commitd END,
       CASE WHEN f OR NOT qp_nul(rid, 142) THEN receipt END,
       CASE WHEN f OR NOT qp_nul(rid, 143) THEN instruct END,
       CASE WHEN f OR NOT qp_nul(rid, 144) THEN mode END,
       CASE WHEN f OR NOT qp_nul(rid, 145) THEN
           left(qp_word(rid, 146) || ' ' || qp_word(rid, 147) || ' ' || qp_word(rid, 148), 44) END
FROM (SELECT *, o % 100 = 17 OR (p % 100 IN (4, 54, 5, 55, 6, 56) AND k % 2 = 0) AS f
      FROM line_base) AS b;

DROP TABLE line_base;
DROP FUNCTION qp_snation(bigint), qp_supp(bigint, int), qp_retail(bigint), qp_color(bigint, int),
    qp_word(bigint, int), qp_pick(text[], bigint, int), qp_nul(bigint, int),
    qp_r(bigint, int, int);
ANALYZE;
