-- tests/apps/saas/data.sql — deterministic data for saas.
SET TimeZone = 'UTC';

INSERT INTO tenants (id, slug, name, tier, region, created_at, deleted_at)
OVERRIDING SYSTEM VALUE
SELECT g, 'tenant-' || g, 'Tenant ' || g || CASE WHEN g % 9 = 0 THEN '  ' ELSE '' END,
       (ARRAY['free','pro','enterprise']::tenant_tier[])[1 + g % 3],
       (ARRAY['eu','us','apac'])[1 + (g / 3) % 3],
       timestamptz '2023-01-01 00:00:00+00' + (g * 5 || ' days')::interval,
       CASE WHEN g % 25 = 0 THEN timestamptz '2024-03-01 00:00:00+00' END
FROM generate_series(1, 60) g;

INSERT INTO users (id, tenant_id, email, display_name, role, created_at, last_seen_at)
OVERRIDING SYSTEM VALUE
SELECT g, 1 + g % 60,
       CASE WHEN g % 4 = 0 THEN 'User' || g || '@Acme.Example' ELSE 'user' || g || '@acme.example' END,
       CASE WHEN g % 10 = 0 THEN NULL ELSE 'User ' || g END,
       (ARRAY['owner','admin','member','guest']::user_role[])[1 + (g % 7) % 4],
       timestamptz '2023-06-01 00:00:00+00' + (g || ' hours')::interval,
       CASE WHEN g % 6 = 0 THEN NULL ELSE timestamptz '2024-05-01 00:00:00+00' - (g || ' hours')::interval END
FROM generate_series(1, 600) g;

INSERT INTO projects (id, tenant_id, name, archived, created_at)
OVERRIDING SYSTEM VALUE
SELECT g, 1 + g % 60, 'Project ' || g, g % 8 = 0,
       timestamptz '2023-09-01 00:00:00+00' + (g || ' days')::interval
FROM generate_series(1, 200) g;

INSERT INTO tasks (id, tenant_id, project_id, assignee_id, title, priority, due_on, done_at, created_at)
OVERRIDING SYSTEM VALUE
SELECT g, 1 + (1 + g % 200) % 60, 1 + g % 200,
       CASE WHEN g % 11 = 0 THEN NULL ELSE 1 + ((1 + (1 + g % 200) % 60) + 60 * (g % 10)) % 600 END,
       'Task ' || g, 1 + g % 5,
       CASE WHEN g % 3 = 0 THEN NULL ELSE date '2024-01-15' + (g % 120) END,
       CASE WHEN g % 4 = 0 THEN timestamptz '2024-02-01 00:00:00+00' + (g || ' hours')::interval END,
       timestamptz '2024-01-01 00:00:00+00' + (g * 41 || ' minutes')::interval
FROM generate_series(1, 3000) g;

-- events from mid-December 2023 (DEFAULT partition) to mid-June 2024
-- (DEFAULT again), across every tier
INSERT INTO events (id, tenant_id, tier, user_id, kind, occurred_at, payload)
SELECT g, t.id, t.tier, CASE WHEN g % 13 = 0 THEN NULL ELSE 1 + g % 570 END,
       (ARRAY['login','logout','task_created','task_done','comment','invite']::event_kind[])[1 + g % 6],
       timestamptz '2023-12-15 00:00:00+00' + (g * 53 || ' minutes')::interval,
       jsonb_build_object('ip', '10.0.' || (g % 256) || '.' || (g % 7),
                          'ua', CASE WHEN g % 5 = 0 THEN 'Mozilla' ELSE 'curl' END,
                          'task_id', 1 + g % 3000)
FROM generate_series(1, 5000) g JOIN tenants t ON t.id = 1 + g % 60;
-- exact boundaries
INSERT INTO events (id, tenant_id, tier, kind, occurred_at)
VALUES (90001, 1, 'pro', 'login', '2024-03-01 00:00:00+00'),
       (90002, 2, 'enterprise', 'login', '2024-02-29 23:59:59.999999+00'),
       (90003, 3, 'free', 'logout', '2024-06-01 00:00:00+00');

INSERT INTO invoices (id, tenant_id, region, number, status, amount_cents, currency, issued_at, paid_at)
SELECT g, t.id, t.region, 'INV-' || lpad(g::text, 6, '0'),
       (ARRAY['draft','open','paid','void','uncollectible']::invoice_status[])[1 + g % 5],
       (g * 1337) % 100000, CASE WHEN g % 10 = 0 THEN 'EUR' ELSE 'USD' END,
       timestamptz '2023-12-20 00:00:00+00' + (g * 3 || ' hours')::interval,
       CASE WHEN g % 5 = 2 THEN timestamptz '2023-12-20 00:00:00+00' + (g * 3 + 48 || ' hours')::interval END
FROM generate_series(1, 1500) g JOIN tenants t ON t.id = 1 + (g * 7) % 55;

INSERT INTO api_keys (id, tenant_id, prefix, key_hash, scopes, created_at, revoked_at)
OVERRIDING SYSTEM VALUE
SELECT g, 1 + g % 60, substr(md5(g::text), 1, 8), decode(md5('k' || g), 'hex'),
       CASE g % 3 WHEN 0 THEN ARRAY['read'] WHEN 1 THEN ARRAY['read','write'] ELSE '{}' END,
       timestamptz '2024-01-01 00:00:00+00' + (g || ' days')::interval,
       CASE WHEN g % 4 = 0 THEN timestamptz '2024-04-01 00:00:00+00' END
FROM generate_series(1, 120) g;
ANALYZE;
