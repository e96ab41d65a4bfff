-- tests/apps/legacy/create.sql — a legacy application from the PostgreSQL
-- 8.x/9.x days, upgraded ever since: partitioning by inheritance (monthly
-- children with CHECK constraints for constraint exclusion, an insert
-- trigger routing rows, old rows left in the parent), a multi-level and a
-- multiple-inheritance tree, serial ids, timestamp without time zone,
-- char(n), a rule, and report tables made with CREATE TABLE AS and
-- SELECT INTO (pg_dump writes those back as plain CREATE TABLE).

CREATE TABLE customers (
    id serial PRIMARY KEY,
    name varchar(80) NOT NULL,
    country char(2) NOT NULL,
    segment char(10),
    created timestamp without time zone NOT NULL
);

CREATE TABLE orders (
    id serial PRIMARY KEY,
    customer_id integer NOT NULL REFERENCES customers (id),
    amount numeric(10, 2) NOT NULL,
    ordered timestamp without time zone NOT NULL,
    shipped timestamp without time zone
);
CREATE INDEX orders_customer_id ON orders (customer_id);

-- the classic inheritance partitioning of the PostgreSQL manual
CREATE TABLE cities (
    id integer PRIMARY KEY,
    name text NOT NULL,
    population integer
);
CREATE TABLE measurement (
    city_id integer NOT NULL,
    logdate date NOT NULL,
    peaktemp integer,
    unitsales integer
);
CREATE TABLE measurement_y2023m11 (
    CHECK (logdate >= DATE '2023-11-01' AND logdate < DATE '2023-12-01')
) INHERITS (measurement);
CREATE TABLE measurement_y2023m12 (
    CHECK (logdate >= DATE '2023-12-01' AND logdate < DATE '2024-01-01')
) INHERITS (measurement);
CREATE TABLE measurement_y2024m01 (
    CHECK (logdate >= DATE '2024-01-01' AND logdate < DATE '2024-02-01')
) INHERITS (measurement);
CREATE TABLE measurement_y2024m02 (
    CHECK (logdate >= DATE '2024-02-01' AND logdate < DATE '2024-03-01')
) INHERITS (measurement);
CREATE TABLE measurement_y2024m03 (
    CHECK (logdate >= DATE '2024-03-01' AND logdate < DATE '2024-04-01')
) INHERITS (measurement);
CREATE INDEX measurement_y2023m11_logdate ON measurement_y2023m11 (logdate);
CREATE INDEX measurement_y2023m12_logdate ON measurement_y2023m12 (logdate);
CREATE INDEX measurement_y2024m01_logdate ON measurement_y2024m01 (logdate);
CREATE INDEX measurement_y2024m02_logdate ON measurement_y2024m02 (logdate);
CREATE INDEX measurement_y2024m03_logdate ON measurement_y2024m03 (logdate);

CREATE OR REPLACE FUNCTION measurement_insert_trigger()
RETURNS TRIGGER AS $$
BEGIN
    IF ( NEW.logdate >= DATE '2023-11-01' AND NEW.logdate < DATE '2023-12-01' ) THEN
        INSERT INTO measurement_y2023m11 VALUES (NEW.*);
    ELSIF ( NEW.logdate >= DATE '2023-12-01' AND NEW.logdate < DATE '2024-01-01' ) THEN
        INSERT INTO measurement_y2023m12 VALUES (NEW.*);
    ELSIF ( NEW.logdate >= DATE '2024-01-01' AND NEW.logdate < DATE '2024-02-01' ) THEN
        INSERT INTO measurement_y2024m01 VALUES (NEW.*);
    ELSIF ( NEW.logdate >= DATE '2024-02-01' AND NEW.logdate < DATE '2024-03-01' ) THEN
        INSERT INTO measurement_y2024m02 VALUES (NEW.*);
    ELSIF ( NEW.logdate >= DATE '2024-03-01' AND NEW.logdate < DATE '2024-04-01' ) THEN
        INSERT INTO measurement_y2024m03 VALUES (NEW.*);
    ELSE
        -- old data stays in the parent
        RETURN NEW;
    END IF;
    RETURN NULL;
END;
$$
LANGUAGE plpgsql;

CREATE TRIGGER insert_measurement_trigger
    BEFORE INSERT ON measurement
    FOR EACH ROW EXECUTE PROCEDURE measurement_insert_trigger();

-- a multi-level tree (vehicles > cars > electric_cars) and multiple
-- inheritance (amphibious inherits cars and boats)
CREATE TABLE vehicles (
    id integer NOT NULL,
    make varchar(40) NOT NULL,
    model varchar(40),
    built_year smallint CHECK (built_year > 1885),
    registered_on date
);
CREATE TABLE cars (seats smallint NOT NULL DEFAULT 5) INHERITS (vehicles);
CREATE TABLE trucks (payload_kg integer NOT NULL) INHERITS (vehicles);
CREATE TABLE boats (length_m numeric(5, 2)) INHERITS (vehicles);
CREATE TABLE electric_cars (battery_kwh numeric(5, 1) NOT NULL, CHECK (battery_kwh > 0)) INHERITS (cars);
CREATE TABLE amphibious (max_knots smallint) INHERITS (cars, boats);
ALTER TABLE vehicles ADD CONSTRAINT vehicles_pkey PRIMARY KEY (id);
ALTER TABLE cars ADD CONSTRAINT cars_pkey PRIMARY KEY (id);
ALTER TABLE trucks ADD CONSTRAINT trucks_pkey PRIMARY KEY (id);

CREATE TABLE inspections (
    vehicle_id integer NOT NULL,
    inspected_on date NOT NULL,
    passed boolean NOT NULL,
    notes text
);

-- a rule the old admin tool relied on: deleting a customer archives it
CREATE TABLE customers_archive (LIKE customers);
CREATE RULE customers_archive_on_delete AS ON DELETE TO customers
    DO ALSO INSERT INTO customers_archive VALUES (OLD.*);

-- report tables made once and refreshed by cron: CREATE TABLE AS and
-- SELECT INTO
CREATE TABLE customer_summary AS
SELECT c.id AS customer_id, c.country, count(o.id) AS order_count,
       coalesce(sum(o.amount), 0)::numeric(12, 2) AS total_amount, max(o.ordered) AS last_order
FROM customers c LEFT JOIN orders o ON o.customer_id = c.id
GROUP BY c.id, c.country;

SELECT city_id, date_trunc('month', logdate)::date AS month, sum(unitsales) AS unitsales
INTO monthly_sales
FROM measurement GROUP BY 1, 2;

CREATE VIEW vehicle_registry AS
SELECT v.tableoid::regclass AS kind, v.id, v.make, v.model, v.built_year FROM vehicles v;
