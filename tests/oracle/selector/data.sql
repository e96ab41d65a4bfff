-- keys in every partition, NULL keys, keys no dd row has; dd with NULL
-- keys and years without rows in fs
INSERT INTO fs SELECT CASE WHEN g % 17 = 0 THEN NULL ELSE (g * 7) % 420 END,
  g % 13, g % 5, g FROM generate_series(1, 600) g;
INSERT INTO fr SELECT CASE WHEN g % 11 = 0 THEN NULL ELSE (g * 3) % 260 END,
  g % 13, g % 5, g FROM generate_series(1, 300) g;
INSERT INTO dd SELECT CASE WHEN g % 19 = 0 THEN NULL ELSE g END,
  2000 + g % 3, 1 + g % 12 FROM generate_series(0, 330) g;
INSERT INTO it SELECT g, CASE WHEN g % 3 = 0 THEN 'a' WHEN g % 3 = 1 THEN 'b' END
  FROM generate_series(0, 9) g;
INSERT INTO gp SELECT CASE WHEN g % 7 = 0 THEN NULL ELSE g % 6 END, g
  FROM generate_series(1, 50) g;
ANALYZE;
