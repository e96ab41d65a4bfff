-- examples/regress/schema.sql: the schema of a small shop, as a team keeps
-- it (a pg_dump --schema-only, or its migrations applied in order).
CREATE TABLE customers (
    id int PRIMARY KEY,
    name text NOT NULL,
    region text
);
CREATE TABLE orders (
    id bigint NOT NULL,
    customer_id int NOT NULL,
    ordered_on date NOT NULL,
    status text
) PARTITION BY RANGE (ordered_on);
CREATE TABLE orders_2023 PARTITION OF orders
    FOR VALUES FROM ('2023-01-01') TO ('2024-01-01');
CREATE TABLE orders_2024 PARTITION OF orders
    FOR VALUES FROM ('2024-01-01') TO ('2025-01-01');
CREATE TABLE orders_2025 PARTITION OF orders
    FOR VALUES FROM ('2025-01-01') TO ('2026-01-01');
CREATE TABLE order_lines (
    order_id bigint NOT NULL,
    ordered_on date NOT NULL,
    product text,
    qty int
) PARTITION BY RANGE (ordered_on);
CREATE TABLE order_lines_2023 PARTITION OF order_lines
    FOR VALUES FROM ('2023-01-01') TO ('2024-01-01');
CREATE TABLE order_lines_2024 PARTITION OF order_lines
    FOR VALUES FROM ('2024-01-01') TO ('2025-01-01');
CREATE TABLE order_lines_2025 PARTITION OF order_lines
    FOR VALUES FROM ('2025-01-01') TO ('2026-01-01');
CREATE INDEX ON orders (customer_id);
