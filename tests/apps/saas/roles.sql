-- tests/apps/saas/roles.sql — the cluster-wide roles dump.sql grants to
-- (what `pg_dumpall --roles-only` would give); check.sh runs it first.
DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'saas_app') THEN
        CREATE ROLE saas_app NOLOGIN;
    END IF;
END $$;
