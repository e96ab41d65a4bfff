-- enums.sql: enum types in their declared order (issue 16).  Equality, IN
-- and ranges on an enum column compare labels by their position in
-- CREATE TYPE ... AS ENUM and ALTER TYPE ... ADD VALUE [BEFORE|AFTER], so
-- LIST and RANGE partitions on an enum key prune, and a pruned key
-- propagates across a join.  Constants print typed ('paid'::en_status),
-- so PostgreSQL reads the same label of the same type.
CREATE TYPE en_status AS ENUM ('new', 'paid', 'shipped');
ALTER TYPE en_status ADD VALUE 'cancelled';
ALTER TYPE en_status ADD VALUE 'pending' BEFORE 'paid';
ALTER TYPE en_status ADD VALUE 'returned' AFTER 'shipped';
ALTER TYPE en_status ADD VALUE IF NOT EXISTS 'new';
-- declared order: new, pending, paid, shipped, returned, cancelled

CREATE TABLE en_orders (id int, st en_status, amount int)
    PARTITION BY LIST (st);
CREATE TABLE en_orders_open PARTITION OF en_orders
    FOR VALUES IN ('new', 'pending');
CREATE TABLE en_orders_paid PARTITION OF en_orders FOR VALUES IN ('paid');
CREATE TABLE en_orders_done PARTITION OF en_orders
    FOR VALUES IN ('shipped', 'returned', NULL);
CREATE TABLE en_orders_rest PARTITION OF en_orders DEFAULT;

CREATE TABLE en_ships (order_id int, st en_status NOT NULL, carrier text)
    PARTITION BY RANGE (st);
CREATE TABLE en_ships_early PARTITION OF en_ships
    FOR VALUES FROM (MINVALUE) TO ('paid');
CREATE TABLE en_ships_mid PARTITION OF en_ships
    FOR VALUES FROM ('paid') TO ('returned');
CREATE TABLE en_ships_late PARTITION OF en_ships
    FOR VALUES FROM ('returned') TO (MAXVALUE);

-- [1] equality and IN on a LIST key
SELECT id FROM en_orders WHERE st = 'paid';
SELECT id FROM en_orders WHERE st IN ('new', 'returned');
SELECT id FROM en_orders WHERE st = 'cancelled';
SELECT id FROM en_orders WHERE st IS NULL;

-- [2] ranges use the declared order, not the alphabet: 'pending' is
-- before 'paid' ('cancelled' < 'new' alphabetically, last here)
SELECT id FROM en_orders WHERE st < 'paid';
SELECT id FROM en_orders WHERE st > 'shipped';
SELECT id FROM en_orders WHERE st BETWEEN 'pending' AND 'paid';
SELECT order_id FROM en_ships WHERE st < 'paid';
SELECT order_id FROM en_ships WHERE st >= 'returned';
SELECT order_id FROM en_ships WHERE st > 'new' AND st <= 'shipped';

-- [3] a typed literal, and a contradiction in the declared order
SELECT id FROM en_orders WHERE st = 'shipped'::en_status;
SELECT id FROM en_orders WHERE st > 'shipped' AND st < 'paid';

-- [4] propagation across a join on enum keys: the pruned key of one side
-- prunes the other
SELECT o.id, s.carrier FROM en_orders o JOIN en_ships s ON s.st = o.st
WHERE o.st = 'pending';
SELECT o.id, s.carrier FROM en_orders o JOIN en_ships s ON s.st = o.st
WHERE s.st >= 'returned';
