-- the queries of tests/regress/sql/selector_reach.sql and more shapes;
-- "-- expect N": qprop must place N selectors for the next query
-- expect 2
SELECT fs.v, fr.w FROM fs, fr, dd d1, dd d2 WHERE fs.item = fr.item AND fs.cust = fr.cust AND d1.sk = fs.k AND d1.yr = 2001 AND d2.sk = fr.k AND d2.yr = 2001 AND d2.moy BETWEEN 4 AND 10
-- expect 1
SELECT fs.v FROM fs, it, dd WHERE fs.item = it.item AND it.cat = 'a' AND fs.k = dd.sk AND dd.moy = 11
-- expect 1
SELECT fs.v FROM fs JOIN dd d1 ON fs.k = d1.sk JOIN dd d2 ON fs.k = d2.sk WHERE d1.yr = 2001 AND d2.moy = 4
-- expect 2
SELECT fs.v FROM fs JOIN dd d1 ON fs.k = d1.sk JOIN dd d2 ON fs.k = d2.sk - 1 WHERE d1.yr = 2001 AND d2.moy = 4
-- expect 2
SELECT fs.v FROM fs JOIN dd d1 ON fs.k = d1.sk JOIN dd d2 ON fs.k = d2.sk - 1 WHERE d1.yr = 2001 AND d2.moy = 13
-- expect 1
SELECT dd.yr, fs.v FROM dd LEFT JOIN (it LEFT JOIN fs ON it.item = fs.item) ON fs.k = dd.sk WHERE dd.yr = 2001
-- expect 1
SELECT fs.v FROM fs JOIN dd ON fs.k = dd.sk WHERE dd.yr = 2001 AND EXISTS (SELECT 1 FROM it WHERE it.item = fs.item)
-- expect 1
SELECT fs.v, dd.moy FROM (fs RIGHT JOIN it ON fs.item = it.item) JOIN dd ON fs.k = dd.sk WHERE dd.moy = 4 AND it.cat = 'a'
-- the preserved input of a lower left join is reached (a full join that
-- the top join makes a left join too)
-- expect 1
SELECT fs.v, it.cat FROM dd JOIN (fs LEFT JOIN it ON fs.item = it.item AND it.cat = 'a') ON fs.k = dd.sk WHERE dd.yr = 2001
-- expect 1
SELECT fs.v, it.cat FROM dd JOIN (fs FULL JOIN it ON fs.item = it.item) ON fs.k = dd.sk WHERE dd.yr = 2001
-- expect 1
SELECT fs.v FROM fs JOIN gp ON gp.k = fs.cust JOIN dd ON fs.k = dd.sk WHERE dd.yr = 2001
-- expect 0
SELECT fs.v FROM (fs JOIN it ON fs.item = it.item) LEFT JOIN dd ON fs.k = dd.sk AND dd.yr = 2001
-- an empty build input: no dd row has that year
-- expect 1
SELECT fs.v, it.cat FROM fs, it, dd WHERE fs.item = it.item AND fs.k = dd.sk AND dd.yr = 1900
-- the build input of a left join at the top: every dd row stays
-- expect 1
SELECT dd.sk, fs.v FROM dd LEFT JOIN (fs JOIN it ON fs.item = it.item) ON fs.k = dd.sk WHERE dd.moy = 2
-- the subquery input of a semi join at the top (IN), fact on that side
-- expect 1
SELECT dd.sk FROM dd WHERE dd.yr = 2002 AND dd.sk IN (SELECT fs.k FROM fs JOIN it ON fs.item = it.item WHERE it.cat = 'b')
-- anti join at the top, fact on its subquery side
-- expect 1
SELECT dd.sk FROM dd WHERE dd.yr = 2002 AND NOT EXISTS (SELECT 1 FROM fs JOIN it ON fs.item = it.item WHERE fs.k = dd.sk AND it.cat = 'b')
-- NOT IN: no selector
-- expect 0
SELECT dd.sk FROM dd WHERE dd.yr = 2002 AND dd.sk NOT IN (SELECT fs.k FROM fs JOIN it ON fs.item = it.item)
-- two facts joined on their keys through dd (fs.k = fr.k derived): fr
-- builds a selector for fs at their join, and is then a build input, so
-- dd's selector cannot reach it; plus a semi join above
-- expect 1
SELECT fs.v, fr.w FROM fs, fr, dd WHERE fs.item = fr.item AND fs.k = dd.sk AND fr.k = dd.sk AND dd.moy = 3 AND EXISTS (SELECT 1 FROM it WHERE it.item = fr.item)
-- aggregates above the selecting join
-- expect 2
SELECT dd.yr, count(*), sum(fs.v) FROM fs, fr, dd WHERE fs.cust = fr.cust AND fs.item = fr.item AND fs.k = dd.sk AND dd.yr IN (2000, 2002) AND fr.k = dd.sk - 100 GROUP BY dd.yr
