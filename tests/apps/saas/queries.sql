-- tests/apps/saas/queries.sql — everyday queries of the SaaS, its
-- dashboards, billing jobs and DBA.

-- q01: sign-in: find the user by email (citext: any case)
SELECT u.id, u.tenant_id, u.role FROM users u
JOIN tenants t ON t.id = u.tenant_id
WHERE u.email = 'USER8@acme.example' AND t.slug = 'tenant-9';

-- q02: activity feed of a tenant, last page of a month (timestamptz with offset)
SELECT e.id, e.kind, e.occurred_at FROM events e
WHERE e.tenant_id = 7
  AND e.occurred_at >= '2024-02-01 00:00:00+00' AND e.occurred_at < '2024-03-01 00:00:00+00'
ORDER BY e.occurred_at DESC, e.id DESC LIMIT 20;

-- q03: events of one day in another time zone's terms
SELECT count(*) FROM events
WHERE occurred_at >= '2024-03-10 00:00:00-05' AND occurred_at < '2024-03-11 00:00:00-05';

-- q04: events on the exact partition boundary
SELECT id, tenant_id, occurred_at FROM events
WHERE occurred_at = '2024-03-01 00:00:00+00';

-- q05: events before the first monthly partition (DEFAULT partition)
SELECT count(*), min(occurred_at), max(occurred_at) FROM events
WHERE occurred_at < '2024-01-01 00:00:00+00';

-- q06: events after the last monthly partition (DEFAULT partition again)
SELECT count(*) FROM events WHERE occurred_at >= '2024-06-01';

-- q07: enterprise activity in March (range + list sub-partition key)
SELECT kind, count(*) FROM events
WHERE tier = 'enterprise'
  AND occurred_at >= '2024-03-01' AND occurred_at < '2024-04-01'
GROUP BY kind ORDER BY kind;

-- q08: paid tiers with an IN list on the enum
SELECT tier, count(*) FROM events
WHERE tier IN ('pro', 'enterprise') AND occurred_at BETWEEN '2024-01-15' AND '2024-02-15'
GROUP BY tier ORDER BY tier;

-- q09: enum order comparison (tiers above free)
SELECT slug, tier FROM tenants WHERE tier > 'free' AND region = 'eu' ORDER BY id;

-- q10: events joined to the tenant, filter on the tenant key
SELECT t.slug, e.kind, e.occurred_at FROM tenants t
JOIN events e ON e.tenant_id = t.id
WHERE t.id IN (4, 5) AND e.occurred_at >= '2024-05-15' AND e.occurred_at < '2024-05-22'
ORDER BY e.occurred_at, e.id;

-- q11: JSON payload: logins from curl in April
SELECT e.tenant_id, count(*) FROM events e
WHERE e.kind = 'login' AND e.payload ->> 'ua' = 'curl'
  AND e.occurred_at >= '2024-04-01' AND e.occurred_at < '2024-05-01'
GROUP BY e.tenant_id HAVING count(*) > 2 ORDER BY e.tenant_id;

-- q12: JSON containment (the GIN index's query)
SELECT count(*) FROM events WHERE payload @> '{"ua": "Mozilla"}' AND tier = 'free';

-- q13: daily active users of a tenant over a week
SELECT date_trunc('day', occurred_at) AS day, count(DISTINCT user_id) AS dau
FROM events
WHERE tenant_id = 12 AND occurred_at >= '2024-04-01 00:00:00+00' AND occurred_at < '2024-04-15 00:00:00+00'
GROUP BY 1 ORDER BY 1;

-- q14: users who never produced an event
SELECT u.id, u.email FROM users u
WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e.user_id = u.id)
ORDER BY u.id;

-- q15: open tasks of a project (view)
SELECT id, title, priority, assignee_email FROM open_tasks
WHERE project_id = 18 ORDER BY priority, id;

-- q16: overdue tasks per assignee in a tenant
SELECT u.email, count(*) AS overdue FROM tasks t
JOIN users u ON u.id = t.assignee_id
WHERE t.tenant_id = 19 AND t.done_at IS NULL AND t.due_on < date '2024-03-01'
GROUP BY u.email ORDER BY overdue DESC, u.email;

-- q17: unassigned tasks (LEFT JOIN ... IS NULL)
SELECT t.id, t.title FROM tasks t
LEFT JOIN users u ON u.id = t.assignee_id
WHERE u.id IS NULL AND t.project_id IN (11, 22, 33)
ORDER BY t.id;

-- q18: billing: open invoices of March by region (sub-partition key)
SELECT region, status, count(*), sum(amount_cents) FROM invoices
WHERE issued_at >= '2024-03-01' AND issued_at < '2024-04-01' AND region = 'eu'
GROUP BY region, status ORDER BY status;

-- q19: invoices of a tenant across all months
SELECT i.number, i.status, i.amount_cents, i.issued_at FROM invoices i
WHERE i.tenant_id = 22 ORDER BY i.issued_at, i.id;

-- q20: invoices in the DEFAULT partition (before January)
SELECT count(*) FROM invoices WHERE issued_at < '2024-01-01 00:00:00+00';

-- q21: unpaid invoices of enterprise tenants, joined through the tenant
SELECT t.slug, i.number, i.amount_cents FROM tenants t
JOIN invoices i ON i.tenant_id = t.id
WHERE t.tier = 'enterprise' AND i.status IN ('open', 'uncollectible')
  AND i.issued_at >= '2024-02-01' AND i.issued_at < '2024-02-15'
ORDER BY i.issued_at, i.id;

-- q22: revenue per month (paid invoices)
SELECT date_trunc('month', issued_at) AS month, sum(amount_cents) AS cents
FROM invoices WHERE status = 'paid' GROUP BY 1 ORDER BY 1;

-- q23: MRR by tier (view)
SELECT tier, count(*), sum(mrr_cents) FROM tenant_mrr GROUP BY tier ORDER BY tier;

-- q24: tenants with no invoice in April
SELECT t.id, t.slug FROM tenants t
WHERE NOT EXISTS (SELECT 1 FROM invoices i WHERE i.tenant_id = t.id
                  AND i.issued_at >= '2024-04-01' AND i.issued_at < '2024-05-01')
ORDER BY t.id;

-- q25: ranking of tenants by events in a month (window)
SELECT tenant_id, n, rank() OVER (ORDER BY n DESC, tenant_id) AS rnk FROM (
    SELECT tenant_id, count(*) AS n FROM events
    WHERE occurred_at >= '2024-01-01' AND occurred_at < '2024-02-01'
    GROUP BY tenant_id) s
ORDER BY rnk LIMIT 10;

-- q26: CTE: active tenants in May and their seat counts
WITH active AS (
    SELECT DISTINCT tenant_id FROM events
    WHERE occurred_at >= '2024-05-01' AND occurred_at < '2024-06-01'
)
SELECT a.tenant_id, count(u.id) AS seats
FROM active a JOIN users u ON u.tenant_id = a.tenant_id
GROUP BY a.tenant_id ORDER BY a.tenant_id;

-- q27: API keys with a write scope, not revoked
SELECT k.prefix, t.slug FROM api_keys k JOIN tenants t ON t.id = k.tenant_id
WHERE 'write' = ANY (k.scopes) AND k.revoked_at IS NULL AND t.region = 'us'
ORDER BY k.id;

-- q28: users with a role list (enum = ANY)
SELECT role, count(*) FROM users
WHERE role = ANY (ARRAY['owner', 'admin']::user_role[]) GROUP BY role ORDER BY role;

-- q29: the DBA's partition sizes (rows per partition via tableoid)
SELECT tableoid::regclass AS part, count(*) FROM events GROUP BY 1 ORDER BY 1;

-- q30: events in the last 30 days (count independent of the clock: none
-- after June 2024)
SELECT count(*) FROM events WHERE occurred_at > now() - interval '30 days' AND occurred_at < '2024-07-01';

-- q31: tasks created by the hour-of-day, for a tenant list
SELECT extract(hour FROM created_at) AS h, count(*) FROM tasks
WHERE tenant_id IN (1, 2, 3) GROUP BY 1 ORDER BY 1;

-- q32: deleted tenants and their last event
SELECT t.slug, max(e.occurred_at) FROM tenants t
LEFT JOIN events e ON e.tenant_id = t.id
WHERE t.deleted_at IS NOT NULL GROUP BY t.slug ORDER BY t.slug;

-- q33: events of a user, keyset pagination
SELECT id, kind, occurred_at FROM events
WHERE user_id = 42 AND (occurred_at, id) < ('2024-04-01 00:00:00+00', 3000)
ORDER BY occurred_at DESC, id DESC LIMIT 10;

-- q34: tenant names with trailing spaces (data quality)
SELECT id, name FROM tenants WHERE name LIKE '% ' ORDER BY id;
