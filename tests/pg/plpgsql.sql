-- SPDX-License-Identifier: MIT
-- tests/pg/plpgsql.sql — PL/pgSQL variables and SQL functions' argument
-- names (tests/pg/check.sh), over prune.sql's sales and cal
--
-- Each is a Param that the statement's text writes as a name.  The
-- extension writes it as $n (n the Param's number) before giving the
-- text to qprop, checks that PostgreSQL reads that text as the same
-- query, and plans what qprop prints with the same parameters.  check.sh
-- calls each function with qprop off and on: the same result, and a
-- "rewrote" line in the log for all but qp_sql_row (a composite argument
-- read as arg.field is a Param under a field selection: refused), and no
-- PostgreSQL error caught on the way.  The filters are ranges (c.d
-- BETWEEN dd AND dd rather than c.d = dd): from an equality with a
-- parameter PostgreSQL's equivalence class derives s.sale_date = $1
-- itself, and the extension leaves such a statement to it untouched.

-- a variable, twice (BETWEEN copies it)
CREATE FUNCTION qp_pl_var(dd date) RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN
    RETURN (SELECT count(*) FROM sales s JOIN cal c ON s.sale_date = c.d
            WHERE c.d BETWEEN dd AND dd + 6);
END $$;

-- RETURN QUERY, two variables
CREATE FUNCTION qp_pl_query(lo date, hi date)
    RETURNS TABLE (day date, cnt bigint) LANGUAGE plpgsql AS $$
BEGIN
    RETURN QUERY SELECT c.d, count(*) FROM sales s JOIN cal c ON s.sale_date = c.d
                 WHERE c.d >= lo AND c.d < hi GROUP BY c.d ORDER BY c.d;
END $$;

-- a record's field, a quoted name, a block-qualified name
CREATE FUNCTION qp_pl_names(dd date) RETURNS bigint LANGUAGE plpgsql AS $$
<<outer_blk>>
DECLARE
    r record;
    "Day" date := dd + 1;
    x date := dd + 2;
    n bigint;
BEGIN
    SELECT d, month_name INTO r FROM cal WHERE d = dd;
    SELECT count(*) INTO n FROM sales s JOIN cal c ON s.sale_date = c.d
        WHERE c.d IN (r.d, "Day", outer_blk.x);
    RETURN n;
END $$;

-- a condition: IF (SELECT ...) > 0, an expression in parentheses
CREATE FUNCTION qp_pl_if(dd date) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
    IF (SELECT count(*) FROM sales s JOIN cal c ON s.sale_date = c.d
        WHERE c.d BETWEEN dd AND dd) > 50 THEN
        RETURN 'many';
    END IF;
    RETURN 'few';
END $$;

-- a varchar(20) variable: its Param has a typmod, $n has none
CREATE FUNCTION qp_pl_typmod(dd date) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
    m varchar(20) := to_char(dd, 'Month');
BEGIN
    RETURN (SELECT count(*) FROM sales s JOIN cal c ON s.sale_date = c.d
            WHERE c.month_name = m AND c.d >= dd);
END $$;

-- a FOR loop over a query with a variable
CREATE FUNCTION qp_pl_loop(dd date) RETURNS numeric LANGUAGE plpgsql AS $$
DECLARE
    t numeric := 0;
    row record;
BEGIN
    FOR row IN SELECT s.amount FROM sales s JOIN cal c ON s.sale_date = c.d
               WHERE c.d BETWEEN dd AND dd LOOP
        t := t + row.amount;
    END LOOP;
    RETURN t;
END $$;

-- a SQL function's argument by name
CREATE FUNCTION qp_sql_named(dd date) RETURNS bigint LANGUAGE sql AS $$
    SELECT count(*) FROM sales s JOIN cal c ON s.sale_date = c.d
    WHERE c.d BETWEEN dd AND dd
$$;

-- a composite argument's field: refused, still the same rows
CREATE FUNCTION qp_sql_row(k cal) RETURNS bigint LANGUAGE sql AS $$
    SELECT count(*) FROM sales s JOIN cal c ON s.sale_date = c.d WHERE c.d = k.d
$$;

-- a trigger reading NEW
CREATE TABLE qp_audit (d date, n bigint);
CREATE FUNCTION qp_trig() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    k bigint;
BEGIN
    SELECT count(*) INTO k FROM sales s JOIN cal c ON s.sale_date = c.d
        WHERE c.d BETWEEN NEW.d AND NEW.d;
    NEW.n := k;
    RETURN NEW;
END $$;
CREATE TRIGGER qp_audit_n BEFORE INSERT ON qp_audit
    FOR EACH ROW EXECUTE FUNCTION qp_trig();
