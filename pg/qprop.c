/* SPDX-License-Identifier: MIT */
/*
 * pg/qprop.c — pg_qprop: qprop's rewrite inside PostgreSQL 15 to 18, as a
 * planner_hook
 *
 * For a SELECT it can take, the hook gives qprop the statement's own text
 * and a catalog of the relations the statement reads (described from the
 * relcache as DDL text: columns, types, NOT NULL, keys, partition keys and
 * bounds, view definitions, reltuples), lets qprop rewrite it, parses and
 * analyses the SQL qprop prints, and plans that instead.  Anything it cannot
 * take, and any error on the way, falls back to planning the original query
 * as PostgreSQL would have: the extension never makes a query fail that
 * would have run (the reason goes to the server log at DEBUG1, or LOG with
 * qprop.log_rewrites).
 *
 * Errors raised by PostgreSQL's own functions on the way (relation lookups,
 * deparsing, the analysis of qprop's SQL) are caught inside an internal
 * subtransaction, which releases whatever they held, as PL/pgSQL's
 * exception blocks do.
 *
 * The catalog is one qprop context per backend that grows with the
 * relations queries read; any relcache invalidation of one of them throws
 * the whole context away (it is rebuilt on the next query).
 */
#include "postgres.h"

#include "access/relation.h"
#include "access/stratnum.h"
#include "access/table.h"
#include "access/xact.h"
#include "catalog/catalog.h"
#include "catalog/index.h"
#include "catalog/namespace.h"
#include "catalog/partition.h"
#include "catalog/pg_class.h"
#include "catalog/pg_index.h"
#include "catalog/pg_inherits.h"
#include "catalog/pg_namespace.h"
#include "common/hashfn.h"
#include "utils/partcache.h"
#include "commands/explain.h"
#include "executor/executor.h"
#include "executor/spi.h"
#include "fmgr.h"
#include "miscadmin.h"
#include "nodes/nodeFuncs.h"
#include "optimizer/appendinfo.h"
#include "optimizer/cost.h"
#include "optimizer/optimizer.h"
#include "optimizer/pathnode.h"
#include "optimizer/paths.h"
#include "optimizer/planmain.h"
#include "optimizer/plancat.h"
#include "optimizer/planner.h"
#include "optimizer/restrictinfo.h"
#include "optimizer/subselect.h"
#include "nodes/makefuncs.h"
#include "parser/analyze.h"
#include "partitioning/partdesc.h"
#include "partitioning/partprune.h"
#include "parser/parse_expr.h"
#include "parser/parse_node.h"
#include "parser/parser.h"
#include "parser/parsetree.h"
#include "parser/scanner.h"
#include "pgtime.h"
#include "rewrite/rewriteHandler.h"
#include "rewrite/rewriteSupport.h"
#include "storage/lmgr.h"
#include "tcop/tcopprot.h"
#include "utils/builtins.h"
#include "utils/datum.h"
#include "utils/datetime.h"
#include "utils/guc.h"
#include "utils/hsearch.h"
#include "utils/inval.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"
#include "utils/pg_locale.h"
#include "utils/rel.h"
#include "utils/resowner.h"
#include "utils/snapmgr.h"
#include "utils/syscache.h"

#include "compat.h"
#include "keyset.h"

#include <qprop.h>

PG_MODULE_MAGIC;

void _PG_init(void);

/* ---- settings ---- */

static bool qp_enabled = true;
static char *qp_rules = NULL;          /* rule names to turn off */
static bool qp_runtime_pruning = true; /* dynamic partition elimination */
static bool qp_log_rewrites = false;
static bool qp_plan_time_bounds = false; /* bounds computed when planning */
static int qp_plan_time_rows = 100000;   /* ... from at most these rows */
static bool qp_bounds_as_pruning = true; /* issue 36 design (b) */
static bool qp_bounds_estimate = false;   /* ... sized by the partitions
                                             it is expected to read */
static bool qp_bounds_filter = true;      /* ... and filtering the kept
                                             partitions' rows */
static int qp_rewrite_memo = 4096;        /* kB of rewrites remembered */

static planner_hook_type prev_planner_hook = NULL;
static ExplainOneQuery_hook_type prev_explain_hook = NULL;
static post_parse_analyze_hook_type prev_analyze_hook = NULL;
static set_rel_pathlist_hook_type prev_rel_pathlist_hook = NULL;
static get_relation_info_hook_type prev_relation_info_hook = NULL;

/* ---- the catalog cache ---- */

/* What the cache knows of one relation: loaded into the context, or why
   not. */
typedef struct qp_rel
{
    Oid relid;      /* hash key */
    bool ok;
    char why[160];  /* when not ok */
} qp_rel;

static qprop_ctx *cache_ctx = NULL;
static HTAB *cache_rels = NULL;
static bool cache_stale = false;
static char cache_tz[64];
static bool cache_key_sets; /* the context's bound_key_sets */
/* Bumped whenever the catalog above is found stale or thrown away: a
   statement's rewrite remembered under another epoch is stale too
   (memo_find()). */
static uint64 cache_epoch = 0;

/* The rewrite of the statement being planned, for EXPLAIN. */
typedef struct qp_outcome
{
    bool rewritten;
    int runtime_bounds;   /* partitioned scans bounded when executing */
    List *selectors;      /* of qp_selector: the bounds the hooks give
                             PostgreSQL (none: they are quals in qprop's
                             SQL) */
    bool one_shot;        /* planned to run once, now (plan_time_ok()) */
    int plan_time_bounds; /* bounds computed while planning */
    bool on_original;     /* the bounds alone, on the original Query
                             (bounds_on_original()) */
    bool kept_original;   /* a decorrelated rewrite planned dearer than
                             the statement as written, which is planned
                             instead (qp_planner()) */
    qprop_stats stats;
    struct qp_memo *memo; /* the remembered outcome the selectors share
                             (pinned while planning: memo_unpin()) */
} qp_outcome;


static qp_outcome *explain_outcome = NULL; /* set by the explain hook */
static bool explain_top = false;           /* ... for a top-level EXPLAIN */
static bool in_qprop = false;              /* no reentry while we work */
static Query *last_analyzed = NULL;        /* see qp_analyze() */
static char *rewritten_sql = NULL;         /* qprop's SQL, for the memo */

static void
qp_relcache_callback(Datum arg, Oid relid)
{
    if (cache_rels == NULL)
        return;
    if (!OidIsValid(relid) ||
        hash_search(cache_rels, &relid, HASH_FIND, NULL) != NULL)
    {
        cache_stale = true;
        cache_epoch++;
    }
}

/* A schema renamed, dropped or created: the catalog names relations by
   their schema's name, which no relcache invalidation of them reports. */
static void
qp_namespace_callback(Datum arg, int cacheid, uint32 hashvalue)
{
    cache_stale = true;
    cache_epoch++;
}

static void
cache_drop(void)
{
    if (cache_ctx)
        qprop_ctx_free(cache_ctx);
    cache_ctx = NULL;
    if (cache_rels)
        hash_destroy(cache_rels);
    cache_rels = NULL;
    cache_stale = false;
    cache_epoch++;
}

/* The session's TimeZone as qprop reads it. */
static const char *
session_tz(void)
{
    const char *tz = pg_get_timezone_name(session_timezone);

    return tz ? tz : "UTC";
}

/* Make sure the cache exists for the current TimeZone; false when qprop
   cannot make a context. */
static bool
cache_ready(void)
{
    const char *tz = session_tz();
    bool key_sets = qp_bounds_as_pruning && keyset_enabled();

    if (cache_stale)
        cache_drop();
    else if (cache_ctx && (strcmp(cache_tz, tz) != 0 ||
                           cache_key_sets != key_sets))
    {
        /* another context for another setting; the catalog is the same,
           so what the memo holds stays (its key has the settings) */
        uint64 epoch = cache_epoch;

        cache_drop();
        cache_epoch = epoch;
    }
    if (cache_ctx == NULL)
    {
        qprop_options opts;
        HASHCTL hc;

        memset(&opts, 0, sizeof opts);
        opts.size = sizeof opts;
        opts.timezone = tz;
        opts.pg_version = PG_VERSION_NUM / 10000; /* the server's dialect */
        /* bounds on a cycle's position where key sets prune (keyset.c) */
        opts.bound_key_sets = key_sets;
        cache_ctx = qprop_ctx_new(&opts);
        if (cache_ctx == NULL)
            return false;
        cache_key_sets = key_sets;
        strlcpy(cache_tz, tz, sizeof cache_tz);
        memset(&hc, 0, sizeof hc);
        hc.keysize = sizeof(Oid);
        hc.entrysize = sizeof(qp_rel);
        cache_rels = hash_create("qprop relations", 64, &hc,
                                 HASH_ELEM | HASH_BLOBS);
    }
    return true;
}

static qp_rel *
cache_mark(Oid relid, bool ok, const char *why)
{
    bool found;
    qp_rel *r = hash_search(cache_rels, &relid, HASH_ENTER, &found);

    r->ok = ok;
    strlcpy(r->why, why ? why : "", sizeof r->why);
    return r;
}

/* ---- describing relations as DDL ---- */

static const char *
qualified(Oid relid)
{
    return quote_qualified_identifier(get_namespace_name(get_rel_namespace(relid)),
                                      get_rel_name(relid));
}

/*
 * Collations.  qprop compares text bytewise, as the C collation does.
 * Equality under any deterministic collation is bytewise too (PostgreSQL's
 * texteq compares bytes unless the collation is nondeterministic), so a
 * column of such a collation may be described to qprop: its equalities
 * move exactly.  What depends on the order of a collation is kept away
 * from qprop instead: a query that compares or computes with a non-C
 * collation other than by equality is not taken (coll_walker()),
 * nor a RANGE partition key of such a collation, and nondeterministic
 * collations are refused everywhere.
 */
static bool
collation_bytewise(Oid coll)
{
    return !OidIsValid(coll) || qp_collate_is_c(coll);
}

static bool
column_collation_ok(Form_pg_attribute att)
{
    return collation_bytewise(att->attcollation) ||
           get_collation_isdeterministic(att->attcollation);
}

/* A RANGE partition key orders by its collation: qprop's bytewise bounds
   would prune the wrong partitions under another. */
static bool
partkey_collation_ok(Relation rel)
{
    PartitionKey key = RelationGetPartitionKey(rel);
    int i;

    for (i = 0; key && i < key->partnatts; i++)
        if (!collation_bytewise(key->partcollation[i]) &&
            (key->strategy == PARTITION_STRATEGY_RANGE ||
             !get_collation_isdeterministic(key->partcollation[i])))
            return false;
    return true;
}

/* Append the PRIMARY KEY and UNIQUE constraints of 'rel' that always hold
   (immediate, not partial, on plain columns). */
static void
append_keys(StringInfo sql, Relation rel)
{
    List *indexes = RelationGetIndexList(rel);
    ListCell *lc;

    foreach(lc, indexes)
    {
        Oid indexoid = lfirst_oid(lc);
        HeapTuple tup = SearchSysCache1(INDEXRELID, ObjectIdGetDatum(indexoid));
        Form_pg_index ix;
        int i;
        bool plain = true;

        if (!HeapTupleIsValid(tup))
            continue;
        ix = (Form_pg_index) GETSTRUCT(tup);
        if (!(ix->indisprimary || ix->indisunique) || !ix->indimmediate ||
            !ix->indisvalid ||
            !heap_attisnull(tup, Anum_pg_index_indpred, NULL) ||
            !heap_attisnull(tup, Anum_pg_index_indexprs, NULL))
            plain = false;
        for (i = 0; plain && i < ix->indnkeyatts; i++)
            if (ix->indkey.values[i] <= 0)
                plain = false;
        if (plain)
        {
            appendStringInfoString(sql, ix->indisprimary ? ", PRIMARY KEY ("
                                                         : ", UNIQUE (");
            for (i = 0; i < ix->indnkeyatts; i++)
                appendStringInfo(sql, "%s%s", i ? ", " : "",
                                 quote_identifier(get_attname(RelationGetRelid(rel),
                                                              ix->indkey.values[i],
                                                              false)));
            appendStringInfoChar(sql, ')');
        }
        ReleaseSysCache(tup);
    }
    list_free(indexes);
}

static char *
text_of(Datum d)
{
    return TextDatumGetCString(d);
}

/*
 * Append the CREATE TABLE of 'relid' to 'sql'; false (with 'why') when it
 * has something qprop must not be told less precisely than it is.
 */
static bool
describe_table(StringInfo sql, Oid relid, char *why, size_t whylen)
{
    Relation rel = relation_open(relid, AccessShareLock);
    TupleDesc desc = RelationGetDescr(rel);
    bool ok = true;
    int i, n = 0;

    if (rel->rd_rel->relpersistence == RELPERSISTENCE_TEMP ||
        rel->rd_rel->relrowsecurity)
    {
        /* row security: derived predicates must not reach the rows before
           the policies do */
        snprintf(why, whylen, "%s is a temporary table or has row security",
                 qualified(relid));
        relation_close(rel, NoLock);
        return false;
    }
    appendStringInfo(sql, "CREATE SCHEMA IF NOT EXISTS %s;\nCREATE TABLE %s ",
                     quote_identifier(get_namespace_name(get_rel_namespace(relid))),
                     qualified(relid));
    if (rel->rd_rel->relispartition)
    {
        HeapTuple tup = SearchSysCache1(RELOID, ObjectIdGetDatum(relid));
        bool isnull;
        Datum bound;

        if (!HeapTupleIsValid(tup))
            elog(ERROR, "cache lookup failed for relation %u", relid);
        bound = SysCacheGetAttr(RELOID, tup, Anum_pg_class_relpartbound,
                                &isnull);
        if (isnull)
            elog(ERROR, "partition %u has no bound", relid);
        appendStringInfo(sql, "PARTITION OF %s %s",
                         qualified(get_partition_parent(relid, false)),
                         text_of(DirectFunctionCall2(pg_get_expr, bound,
                                                     ObjectIdGetDatum(relid))));
        ReleaseSysCache(tup);
    }
    else
    {
        appendStringInfoChar(sql, '(');
        for (i = 0; i < desc->natts; i++)
        {
            Form_pg_attribute att = TupleDescAttr(desc, i);

            if (att->attisdropped)
                continue;
            if (!column_collation_ok(att))
            {
                snprintf(why, whylen,
                         "column %s of %s has a nondeterministic collation",
                         NameStr(att->attname), qualified(relid));
                ok = false;
            }
            appendStringInfo(sql, "%s%s %s%s", n++ ? ", " : "",
                             quote_identifier(NameStr(att->attname)),
                             format_type_with_typemod(att->atttypid,
                                                      att->atttypmod),
                             att->attnotnull ? " NOT NULL" : "");
        }
        append_keys(sql, rel);
        appendStringInfoChar(sql, ')');
    }
    if (rel->rd_rel->relkind == RELKIND_PARTITIONED_TABLE &&
        !partkey_collation_ok(rel))
    {
        snprintf(why, whylen, "the RANGE partition key of %s has a collation "
                 "that is not C", qualified(relid));
        ok = false;
    }
    if (rel->rd_rel->relkind == RELKIND_PARTITIONED_TABLE)
        appendStringInfo(sql, " PARTITION BY %s",
                         text_of(DirectFunctionCall1(pg_get_partkeydef,
                                                     ObjectIdGetDatum(relid))));
    appendStringInfoString(sql, ";\n");
    relation_close(rel, NoLock);
    return ok;
}

/* Feed 'sql' to the cached context; the first error into 'why'. */
static bool
feed_catalog(const char *sql, char *why, size_t whylen)
{
    qprop_input *in;
    qprop_stmt *stmt;
    qprop_error err;
    qprop_status st;
    bool ok = true;

    memset(&err, 0, sizeof err);
    if (qprop_input_open(cache_ctx, sql, strlen(sql), &in, &err) != QPROP_OK)
    {
        snprintf(why, whylen, "%s", err.message);
        return false;
    }
    while ((st = qprop_input_next(in, &stmt, &err)) != QPROP_DONE)
    {
        if (st != QPROP_OK)
        {
            if (ok)
                snprintf(why, whylen, "catalog: %s", err.message);
            ok = false;
            if (st == QPROP_ENOMEM || st == QPROP_EINTERNAL)
                break;
            continue;
        }
        qprop_stmt_free(stmt);
    }
    qprop_input_close(in);
    return ok;
}

static void
set_rows(Oid relid)
{
    char name[2 * NAMEDATALEN + 2];
    HeapTuple tup = SearchSysCache1(RELOID, ObjectIdGetDatum(relid));

    if (!HeapTupleIsValid(tup))
        return;
    snprintf(name, sizeof name, "%s.%s",
             get_namespace_name(((Form_pg_class) GETSTRUCT(tup))->relnamespace),
             NameStr(((Form_pg_class) GETSTRUCT(tup))->relname));
    qprop_table_set_rows(cache_ctx, name,
                         ((Form_pg_class) GETSTRUCT(tup))->reltuples, NULL);
    ReleaseSysCache(tup);
}

static bool ensure_loaded(Oid relid, char *why, size_t whylen, int depth);

/* Collect the relations of RTE_RELATION entries anywhere in a query, and
   the types of its parameters. */
typedef struct rel_walk
{
    List *relids;
    bool params;      /* a PARAM_EXTERN somewhere */
    const char *src;  /* the query string, to see how a parameter is
                         written */
    int nparams;      /* highest $n seen */
    int cap;          /* allocated entries of ptypes */
    Oid *ptypes;      /* type of $1 ... (InvalidOid: not seen) */
    List *named;      /* Params written as a name: location, paramid
                         pairs (PL/pgSQL variables, SQL function
                         arguments) */
    const char *bad;  /* why the parameters cannot be given to qprop */
} rel_walk;

/* Note the parameter 'p': qprop is told its type.  A parameter written
   as a name (a PL/pgSQL variable, a SQL function's argument) is noted
   with where it is written, to be given to qprop as $n (named_text()). */
static void
note_param(rel_walk *w, Param *p)
{
    w->params = true;
    if (w->bad)
        return;
    if (w->src == NULL || p->location < 0 ||
        p->location >= (int) strlen(w->src))
        w->bad = "a parameter whose place in the text is not known";
    else if (p->paramid < 1 || p->paramid > 65535)
        w->bad = "a parameter numbered beyond 65535";
    else if (p->paramid <= w->cap && OidIsValid(w->ptypes[p->paramid - 1]) &&
             w->ptypes[p->paramid - 1] != p->paramtype)
        w->bad = "a parameter used with two types";
    else if (p->paramcollid != get_typcollation(p->paramtype))
        w->bad = "a parameter with a collation of its own";
    else
    {
        if (p->paramid > w->cap)
        {
            int cap = Max(p->paramid, 2 * w->cap);

            w->ptypes = w->ptypes ? repalloc(w->ptypes, cap * sizeof(Oid))
                                  : palloc(cap * sizeof(Oid));
            memset(w->ptypes + w->cap, 0, (cap - w->cap) * sizeof(Oid));
            w->cap = cap;
        }
        w->ptypes[p->paramid - 1] = p->paramtype;
        w->nparams = Max(w->nparams, p->paramid);
        if (w->src[p->location] != '$')
            w->named = lappend_int(lappend_int(w->named, p->location),
                                   p->paramid);
    }
}

static bool
rel_walker(Node *node, rel_walk *w)
{
    if (node == NULL)
        return false;
    if (IsA(node, RangeTblEntry))
    {
        RangeTblEntry *rte = (RangeTblEntry *) node;

        if (rte->rtekind == RTE_RELATION)
            w->relids = list_append_unique_oid(w->relids, rte->relid);
        return false;
    }
    if (IsA(node, Param) && ((Param *) node)->paramkind == PARAM_EXTERN)
    {
        note_param(w, (Param *) node);
        return false;
    }
    if (IsA(node, Query))
        return query_tree_walker((Query *) node, rel_walker, w,
                                 QTW_EXAMINE_RTES_BEFORE);
    return expression_tree_walker(node, rel_walker, w);
}

/* The view's definition, with every name schema-qualified. */
static char *
view_definition(Oid relid)
{
    int level = NewGUCNestLevel();
    char *def;

    (void) set_config_option("search_path", "pg_catalog", PGC_USERSET,
                             PGC_S_SESSION, GUC_ACTION_SAVE, true, 0, false);
    def = text_of(DirectFunctionCall1(pg_get_viewdef, ObjectIdGetDatum(relid)));
    AtEOXact_GUC(false, level);
    return def;
}

static bool
load_view(Oid relid, char *why, size_t whylen, int depth)
{
    Relation rel = relation_open(relid, AccessShareLock);
    rel_walk w = {0};
    ListCell *lc;
    StringInfoData sql;
    bool ok = true;

    if (RelationIsSecurityView(rel))
    {
        /* qprop inlines views and pushes filters into them, which would
           let a leaky function see rows the barrier hides */
        snprintf(why, whylen, "%s is a security_barrier view", qualified(relid));
        relation_close(rel, NoLock);
        cache_mark(relid, false, why);
        return false;
    }
    (void) rel_walker((Node *) get_view_query(rel), &w);
    relation_close(rel, NoLock);
    foreach(lc, w.relids)
        if (lfirst_oid(lc) != relid &&
            !ensure_loaded(lfirst_oid(lc), why, whylen, depth + 1))
            return false;
    initStringInfo(&sql);
    appendStringInfo(&sql, "CREATE SCHEMA IF NOT EXISTS %s;\nCREATE VIEW %s AS %s\n",
                     quote_identifier(get_namespace_name(get_rel_namespace(relid))),
                     qualified(relid),
                     view_definition(relid));
    ok = feed_catalog(sql.data, why, whylen);
    cache_mark(relid, ok, why);
    return ok;
}

/* Load the partition tree (or the plain table) 'relid' belongs to. */
static bool
load_table(Oid relid, char *why, size_t whylen)
{
    Oid root = relid;
    List *members;
    ListCell *lc;
    StringInfoData sql;
    bool ok = true;
    qp_rel *r;

    if (get_rel_relispartition(relid))
        root = llast_oid(get_partition_ancestors(relid));
    if (root != relid &&
        (r = hash_search(cache_rels, &root, HASH_FIND, NULL)) != NULL)
    {
        /* the tree was loaded before this partition existed */
        strlcpy(why, r->ok ? "partition missing from the cached tree" : r->why,
                whylen);
        cache_mark(relid, false, why);
        cache_stale = true;
        cache_epoch++;
        return false;
    }
    if (get_rel_relkind(root) == RELKIND_PARTITIONED_TABLE)
        members = find_all_inheritors(root, AccessShareLock, NULL);
    else
        members = list_make1_oid(root);
    initStringInfo(&sql);
    foreach(lc, members)
    {
        char kind = get_rel_relkind(lfirst_oid(lc));

        if (kind != RELKIND_RELATION && kind != RELKIND_PARTITIONED_TABLE &&
            kind != RELKIND_MATVIEW && kind != RELKIND_FOREIGN_TABLE)
        {
            snprintf(why, whylen, "%s is not a table", qualified(lfirst_oid(lc)));
            ok = false;
            break;
        }
        if (!describe_table(&sql, lfirst_oid(lc), why, whylen))
        {
            ok = false;
            break;
        }
    }
    if (ok)
        ok = feed_catalog(sql.data, why, whylen);
    foreach(lc, members)
    {
        if (ok)
            set_rows(lfirst_oid(lc));
        cache_mark(lfirst_oid(lc), ok, why);
    }
    return ok;
}

static bool
ensure_loaded(Oid relid, char *why, size_t whylen, int depth)
{
    qp_rel *r = hash_search(cache_rels, &relid, HASH_FIND, NULL);
    char kind;

    if (r)
    {
        if (!r->ok)
            strlcpy(why, r->why, whylen);
        return r->ok;
    }
    if (depth > 50)
    {
        snprintf(why, whylen, "views nested too deeply");
        return false;
    }
    if (IsCatalogNamespace(get_rel_namespace(relid)))
    {
        snprintf(why, whylen, "%s is a system catalog", qualified(relid));
        cache_mark(relid, false, why);
        return false;
    }
    kind = get_rel_relkind(relid);
    if (kind == RELKIND_VIEW)
        return load_view(relid, why, whylen, depth);
    if (kind == RELKIND_RELATION || kind == RELKIND_PARTITIONED_TABLE ||
        kind == RELKIND_MATVIEW || kind == RELKIND_FOREIGN_TABLE)
        return load_table(relid, why, whylen);
    snprintf(why, whylen, "relation %s of kind '%c' is not modelled",
             qualified(relid), kind);
    cache_mark(relid, false, why);
    return false;
}

/* ---- the statement's text ---- */

/* Past a parenthesized group whose '(' was just read (EXPLAIN's options,
   PREPARE's parameter types): the token after its ')', 0 at the end. */
static int
skip_parens(core_yyscan_t scanner, core_YYSTYPE *val, YYLTYPE *loc)
{
    int tok, depth = 1;

    while (depth > 0 && (tok = core_yylex(val, loc, scanner)) != 0)
        depth += tok == '(' ? 1 : tok == ')' ? -1 : 0;
    return depth > 0 ? 0 : core_yylex(val, loc, scanner);
}

/*
 * The text of the query itself within [start, start+len) of 'src': past
 * EXPLAIN and its options or PREPARE name (types) AS, starting with
 * SELECT, WITH, VALUES, TABLE, INSERT or a parenthesis; '*at' is where it
 * begins in 'src'.  NULL when it is anything else.
 */
static char *
statement_text(const char *src, int start, int len, int *at)
{
    char *text;
    core_yyscan_t scanner;
    core_yy_extra_type extra;
    core_YYSTYPE val;
    YYLTYPE loc = 0;
    int tok, from = -1;
    bool explain = false;

    if (start < 0)
        start = 0;
    if (len <= 0)
        len = strlen(src + start);
    text = pnstrdup(src + start, len);
    scanner = scanner_init(text, &extra, &ScanKeywords, ScanKeywordTokens);
    tok = core_yylex(&val, &loc, scanner);
    if (tok == EXPLAIN)
    {
        explain = true;
        tok = core_yylex(&val, &loc, scanner);
        if (tok == '(')
            tok = skip_parens(scanner, &val, &loc);
        else
            while (tok == ANALYZE || tok == ANALYSE || tok == VERBOSE)
                tok = core_yylex(&val, &loc, scanner);
    }
    else if (tok == PREPARE)
    {
        /* PREPARE name [(types)] AS query: EXECUTE plans the query with
           the PREPARE statement's text */
        tok = core_yylex(&val, &loc, scanner); /* the name */
        tok = core_yylex(&val, &loc, scanner);
        if (tok == '(')
            tok = skip_parens(scanner, &val, &loc);
        tok = tok == AS ? core_yylex(&val, &loc, scanner) : 0;
    }
    if (tok == SELECT || tok == WITH || tok == VALUES || tok == TABLE ||
        tok == INSERT || tok == '(')
        from = loc;
    scanner_finish(scanner);
    (void) explain;
    *at = start + from;
    return from < 0 ? NULL : text + from;
}

/* The end of the name that begins at 'p': identifiers, plain or quoted,
   joined by dots (a.b.c); NULL when no name begins there. */
static const char *
name_end(const char *p)
{
    for (;;)
    {
        if (*p == '"')
        {
            for (p++; *p && !(*p == '"' && p[1] != '"'); p += *p == '"' ? 2 : 1)
                ;
            if (*p++ != '"')
                return NULL;
        }
        else if (isalpha((unsigned char) *p) || *p == '_' || IS_HIGHBIT_SET(*p))
        {
            while (isalnum((unsigned char) *p) || *p == '_' || *p == '$' ||
                   IS_HIGHBIT_SET(*p))
                p++;
        }
        else
            return NULL;
        if (*p != '.')
            return p;
        p++;
    }
}

static int
cmp_named(const void *a, const void *b)
{
    return ((const int *) a)[0] - ((const int *) b)[0];
}

/*
 * 'text' (which begins at offset 'at' of the query string) with each
 * Param written as a name (w->named) written $n instead: a PL/pgSQL
 * variable or a SQL function's argument becomes the parameter PostgreSQL
 * made of it.  NULL when a name is not where its Param says.  The caller
 * checks that the result means the same query (same_statement()).
 */
static char *
named_text(const char *text, int at, const rel_walk *w)
{
    int n = list_length(w->named) / 2, i, pos = 0, len = strlen(text);
    int *pairs = palloc(2 * n * sizeof(int));
    StringInfoData s;

    for (i = 0; i < 2 * n; i++)
        pairs[i] = list_nth_int(w->named, i);
    qsort(pairs, n, 2 * sizeof(int), cmp_named);
    initStringInfo(&s);
    for (i = 0; i < n; i++)
    {
        int off = pairs[2 * i] - at;
        const char *end;

        if (i > 0 && pairs[2 * i] == pairs[2 * i - 2])
            continue; /* a copy of the same Param (BETWEEN) */
        if (off < pos || off >= len || (end = name_end(text + off)) == NULL)
            return NULL;
        /* arg.field of a composite argument is a field of the Param:
           not a name to replace whole */
        if (memchr(text + off, '.', end - (text + off)) &&
            type_is_rowtype(w->ptypes[pairs[2 * i + 1] - 1]))
            return NULL;
        appendBinaryStringInfo(&s, text + pos, off - pos);
        appendStringInfo(&s, "$%d", pairs[2 * i + 1]);
        pos = end - text;
    }
    appendStringInfoString(&s, text + pos);
    pfree(pairs);
    return s.data;
}

/* 'sql' parsed, analysed with parameters $1.. of types 'ptypes' (one
   not used may be InvalidOid) and rewritten (views): the one Query it
   makes, or NULL when it makes another number.  May raise PostgreSQL
   errors. */
static Query *
analyse_one(const char *sql, Oid *ptypes, int nparams)
{
    List *raw = raw_parser(sql, RAW_PARSE_DEFAULT), *rewritten;

    if (list_length(raw) != 1)
        return NULL;
    rewritten = QueryRewrite(parse_analyze_fixedparams(linitial_node(RawStmt, raw),
                                                       sql, ptypes, nparams,
                                                       NULL));
    return list_length(rewritten) == 1 ? linitial_node(Query, rewritten) : NULL;
}

/* Forget what a Param's spelling changes: its typmod (a PL/pgSQL
   variable's declared length) and its place. */
static bool
params_plain(Node *node, void *context)
{
    if (node == NULL)
        return false;
    if (IsA(node, Param))
    {
        ((Param *) node)->paramtypmod = -1;
        ((Param *) node)->location = -1;
        return false;
    }
    if (IsA(node, Query))
        return query_tree_walker((Query *) node, params_plain, context, 0);
    return expression_tree_walker(node, params_plain, context);
}

/*
 * Whether 'sql', analysed with the parameter types of 'w', is the query
 * 'parse' (up to the typmods of its parameters): the check that writing
 * names as $n changed nothing else (a SQL function's composite argument
 * written arg.field is a Param under a field selection, not a Param for
 * the whole name).  May raise PostgreSQL errors.
 */
static bool
same_statement(Query *parse, const char *sql, const rel_walk *w)
{
    Query *q = analyse_one(sql, w->ptypes, w->nparams), *o;

    if (q == NULL)
        return false;
    o = copyObject(parse);
    (void) params_plain((Node *) o, NULL);
    (void) params_plain((Node *) q, NULL);
    q->queryId = o->queryId;
    q->stmt_location = o->stmt_location;
    q->stmt_len = o->stmt_len;
    q->canSetTag = o->canSetTag;
    return equal(o, q);
}

/* SET search_path for qprop: the session's effective path, quoted. */
static void
append_search_path(StringInfo sql)
{
    List *path = fetch_search_path(false);
    ListCell *lc;
    int n = 0;

    appendStringInfoString(sql, "SET search_path = ");
    foreach(lc, path)
    {
        char *name = get_namespace_name(lfirst_oid(lc));

        if (name == NULL || isTempOrTempToastNamespace(lfirst_oid(lc)))
            continue;
        appendStringInfo(sql, "%s%s", n++ ? ", " : "", quote_identifier(name));
    }
    if (n == 0)
        appendStringInfoString(sql, "pg_catalog");
    appendStringInfoString(sql, ";\n");
    list_free(path);
}

/* ---- the rewrite ---- */

/* Rule names to turn off, from the settings. */
static const char *
disabled_rules(void)
{
    const char *rules = qp_rules ? qp_rules : "";

    if (qp_runtime_pruning)
        return rules[0] ? rules : NULL;
    return rules[0] ? psprintf("%s,dynamic_partition", rules)
                    : "dynamic_partition";
}

/* Same columns (numbers, types, typmods, collations) in the same order;
   names are copied from the original. */
static bool
same_columns(List *orig, List *q, const char *what, char *why, size_t whylen)
{
    ListCell *a, *b;
    List *ta = NIL, *tb = NIL;

    foreach(a, orig)
        if (!((TargetEntry *) lfirst(a))->resjunk)
            ta = lappend(ta, lfirst(a));
    foreach(b, q)
        if (!((TargetEntry *) lfirst(b))->resjunk)
            tb = lappend(tb, lfirst(b));
    if (list_length(ta) != list_length(tb))
    {
        snprintf(why, whylen, "rewritten %s has %d columns, not %d", what,
                 list_length(tb), list_length(ta));
        return false;
    }
    forboth(a, ta, b, tb)
    {
        TargetEntry *x = lfirst(a), *y = lfirst(b);
        Node *ex = (Node *) x->expr, *ey = (Node *) y->expr;

        if (x->resno != y->resno || exprType(ex) != exprType(ey) ||
            exprTypmod(ex) != exprTypmod(ey) ||
            exprCollation(ex) != exprCollation(ey))
        {
            snprintf(why, whylen, "%s column %d changes: %s into %s", what,
                     x->resno,
                     format_type_with_typemod(exprType(ex), exprTypmod(ex)),
                     format_type_with_typemod(exprType(ey), exprTypmod(ey)));
            return false;
        }
        if ((x->resname == NULL) != (y->resname == NULL) ||
            (x->resname && strcmp(x->resname, y->resname) != 0))
            y->resname = x->resname ? pstrdup(x->resname) : NULL;
    }
    return true;
}

/* The rewritten statement returns what the original returns and, for an
   INSERT, writes the same columns of the same table. */
static bool
same_result(Query *orig, Query *q, char *why, size_t whylen)
{
    if (orig->commandType == CMD_INSERT &&
        (q->resultRelation == 0 ||
         rt_fetch(orig->resultRelation, orig->rtable)->relid !=
         rt_fetch(q->resultRelation, q->rtable)->relid ||
         q->onConflict != NULL || q->override != orig->override))
    {
        snprintf(why, whylen, "rewritten INSERT has another target");
        return false;
    }
    return same_columns(orig->targetList, q->targetList,
                        orig->commandType == CMD_INSERT ? "INSERT" : "query",
                        why, whylen) &&
           same_columns(orig->returningList, q->returningList, "RETURNING",
                        why, whylen);
}

static bool
any_member(List *list, List *oids)
{
    ListCell *lc;

    foreach(lc, oids)
        if (list_member_oid(list, lfirst_oid(lc)))
            return true;
    return false;
}

/* The current user may read everything the rewritten query reads: qprop
   prints views inlined, so their tables are no longer checked as the view's
   owner. */
static bool
perms_walker(Node *node, void *context)
{
    if (node == NULL)
        return false;
    if (IsA(node, Query))
    {
        if (!qp_check_perms((Query *) node))
            return true;
        return query_tree_walker((Query *) node, perms_walker, context, 0);
    }
    return expression_tree_walker(node, perms_walker, context);
}

/* Every relation the rewrite reads is one the original read, or a
   partition of one. */
static bool
same_relations(List *orig, Query *q, char *why, size_t whylen)
{
    rel_walk w = {0};
    ListCell *lc;

    (void) rel_walker((Node *) q, &w);
    foreach(lc, w.relids)
        if (!list_member_oid(orig, lfirst_oid(lc)) &&
            !(get_rel_relispartition(lfirst_oid(lc)) &&
              any_member(orig, get_partition_ancestors(lfirst_oid(lc)))))
        {
            snprintf(why, whylen, "rewritten query reads %s",
                     qualified(lfirst_oid(lc)));
            return false;
        }
    return true;
}

/* Functions whose result does not depend on a deterministic collation:
   they cut, measure or join strings by bytes and characters, or convert
   between the string types (text(character) drops the trailing blanks of
   a char(n), as TPC-DS q19's substr(ca_zip, 1, 5) reads it; bpchar and
   varchar cut to a length). */
static const char *const collation_free_funcs[] = {
    "length", "char_length", "character_length", "octet_length", "substr",
    "substring", "left", "right", "concat", "concat_ws", "replace", "md5",
    "strpos", "btrim", "ltrim", "rtrim", "textcat", "textlen", "count",
    "array_agg", "string_agg", "text", "bpchar", "varchar", NULL
};

/* Operators that only test equality: = and <> of a btree family. */
static bool
equality_operator(Oid opno)
{
    List *interp = qp_op_interpretation(opno);
    ListCell *lc;
    bool eq = interp != NIL;

    foreach(lc, interp)
    {
        qp_op_interp *i = lfirst(lc);

        if (!qp_interp_is_equality(i))
            eq = false;
    }
    list_free_deep(interp);
    return eq;
}

/* Whether 'node', computed under its input collation (deterministic, not
   C), gives the same result under C: equality, LIKE and ||, and the
   functions above. */
static bool
collation_free(Node *node)
{
    Oid opno = InvalidOid, fn = InvalidOid;
    char *name;
    int i;

    switch (nodeTag(node))
    {
        case T_OpExpr:
        case T_DistinctExpr:
        case T_NullIfExpr:
            opno = ((OpExpr *) node)->opno;
            break;
        case T_ScalarArrayOpExpr:
            opno = ((ScalarArrayOpExpr *) node)->opno;
            break;
        case T_FuncExpr:
            fn = ((FuncExpr *) node)->funcid;
            break;
        case T_Aggref:
            fn = ((Aggref *) node)->aggfnoid;
            break;
        default:
            return false;
    }
    if (OidIsValid(opno))
    {
        if (equality_operator(opno))
            return true;
        name = get_opname(opno);
        return name && (strcmp(name, "~~") == 0 || strcmp(name, "!~~") == 0 ||
                        strcmp(name, "||") == 0);
    }
    if (get_func_namespace(fn) != PG_CATALOG_NAMESPACE)
        return false;
    name = get_func_name(fn);
    for (i = 0; name && collation_free_funcs[i]; i++)
        if (strcmp(name, collation_free_funcs[i]) == 0)
            return true;
    return false;
}

/* Find what in a query depends on a collation other than C (see
   column_collation_ok()); 'why' says what. */
typedef struct coll_walk
{
    char *why;
    size_t whylen;
} coll_walk;

static bool
coll_walker(Node *node, coll_walk *w)
{
    Oid coll;

    if (node == NULL)
        return false;
    if (IsA(node, Query))
        return query_tree_walker((Query *) node, coll_walker, w, 0);
    if (IsA(node, RowCompareExpr))
    {
        ListCell *lc;

        foreach(lc, ((RowCompareExpr *) node)->inputcollids)
            if (!collation_bytewise(lfirst_oid(lc)))
            {
                snprintf(w->why, w->whylen, "a row comparison under "
                         "collation %s", get_collation_name(lfirst_oid(lc)));
                return true;
            }
    }
    else if (!collation_bytewise(coll = exprInputCollation(node)))
    {
        if (!get_collation_isdeterministic(coll))
        {
            snprintf(w->why, w->whylen, "nondeterministic collation %s",
                     get_collation_name(coll));
            return true;
        }
        if (!collation_free(node))
        {
            snprintf(w->why, w->whylen, "an ordering or a locale-dependent "
                     "function under collation %s (only equality is bytewise)",
                     get_collation_name(coll));
            return true;
        }
    }
    return expression_tree_walker(node, coll_walker, w);
}

/* What qprop did to a statement, for the log and EXPLAIN. */
static char *
outcome_line(const qp_outcome *out)
{
    if (out->kept_original)
        return psprintf("%d subquer%s decorrelated, but the statement as "
                        "written plans cheaper: planned as written",
                        out->stats.subqueries_decorrelated,
                        out->stats.subqueries_decorrelated > 1 ? "ies"
                        : "y");
    return psprintf("%d predicates derived, %d partitions pruned beyond "
                    "PostgreSQL, %d by PostgreSQL itself%s%s%s",
                    out->stats.derived_predicates,
                    out->stats.partitions_pruned_beyond,
                    out->stats.partitions_pruned -
                    out->stats.partitions_pruned_beyond,
                    /* a bound computed when planning is a constant */
                    out->runtime_bounds <= out->plan_time_bounds ? ""
                    : psprintf(", %d scan%s bounded when executing",
                               out->runtime_bounds - out->plan_time_bounds,
                               out->runtime_bounds - out->plan_time_bounds > 1
                               ? "s" : ""),
                    out->plan_time_bounds == 0 ? ""
                    : psprintf(", %d bound%s computed when planning",
                               out->plan_time_bounds,
                               out->plan_time_bounds > 1 ? "s" : ""),
                    out->stats.subqueries_decorrelated == 0 ? ""
                    : psprintf(", %d subquer%s decorrelated",
                               out->stats.subqueries_decorrelated,
                               out->stats.subqueries_decorrelated > 1
                               ? "ies" : "y"));
}

/* ---- bounds computed when planning (qprop.plan_time_bounds) ---- */

/*
 * An execution-time bound of qprop's (a partitioned scan's key between
 * the min and max of a build side's key) computed when planning gives
 * constants: PostgreSQL prunes the fact table when planning, with
 * estimates from the real range (bounds_at_plan_time(), qp_relation_info()).
 * That is exact only when the statement runs once, at once, under the
 * snapshot the build side was read with:
 *   - REPEATABLE READ or SERIALIZABLE: every statement of the transaction
 *     reads the transaction's snapshot (under READ COMMITTED execution
 *     takes a new one after planning: a commit in between would change
 *     the rows);
 *   - a top-level statement of a simple query, or the statement of a
 *     top-level EXPLAIN, planned right after its analysis: the query
 *     planned is the very Query the analysis hook last saw (qp_analyze();
 *     a cached plan is planned from a copy, and its plan could run in
 *     another transaction), and its text is the client's
 *     (debug_query_string): a statement of a function, run through SPI,
 *     has its own text and may run after a command that wrote;
 *   - the build side reads at most qprop.plan_time_rows rows (reltuples,
 *     qprop_bound.build_rows) and no parameter.
 */
static void
forget_analyzed(void *arg)
{
    if (last_analyzed == arg)
        last_analyzed = NULL;
}

/* Remember the Query just analysed, until its memory goes (a Query
   planned later at the same address is another one). */
static void
qp_analyze(ParseState *pstate, Query *query, JumbleState *jstate)
{
    MemoryContextCallback *cb;

    if (prev_analyze_hook)
        prev_analyze_hook(pstate, query, jstate);
    last_analyzed = NULL;
    if (!qp_plan_time_bounds)
        return;
    cb = MemoryContextAlloc(GetMemoryChunkContext(query), sizeof *cb);
    cb->func = forget_analyzed;
    cb->arg = query;
    MemoryContextRegisterResetCallback(GetMemoryChunkContext(query), cb);
    last_analyzed = query;
}

static bool
plan_time_ok(Query *parse, const char *query_string)
{
    return qp_plan_time_bounds && IsolationUsesXactSnapshot() &&
           query_string != NULL && query_string == debug_query_string &&
           (parse == last_analyzed || explain_top) && ActiveSnapshotSet();
}

/* ---- the execution-time bounds, from the API ---- */

/*
 * qprop bounds a partitioned scan's leading key by the [min, max] of a
 * build side's key (a Partition Selector's, or a runtime filter's),
 * known when the statement starts.  The library gives each bound as
 * structure (qprop_stmt_bound(): the scan's alias, its table, schema and
 * key column, the build side as a query of its own, the build side's
 * rows), and prints the statement without them
 * (QPROP_PRINT_SQL_NO_BOUNDS); the extension gives them to PostgreSQL
 * itself, while it plans the statement, on the partitioned relation of
 * that range table entry (found by its alias and table: qp_match()):
 *
 *   - as run-time pruning (qprop.bounds_as_pruning, issue 36 design (b)
 *     of doc/pg-partition-selector.md): key >= $lo AND key <= $hi over
 *     the two Params of one initplan that runs the build query, added
 *     from the set_rel_pathlist_hook to the partitioned relation's
 *     baserestrictinfo after its size and paths are made
 *     (qp_rel_pathlist()).  create_append_plan() makes run-time pruning
 *     steps of them; no estimate sees them and no partition's scan
 *     filters with them, so the plan is PostgreSQL's own.  The initplan
 *     runs in the executor under the statement's snapshot, once per
 *     execution (a cached plan computes it again each time).  Under a
 *     Gather the Params are added to what the Gather sends its workers
 *     (fix_prune_params());
 *   - as constants computed when planning (qprop.plan_time_bounds, where
 *     that is exact: plan_time_ok()), added from the get_relation_info
 *     hook before the relation is sized: PostgreSQL prunes with them when
 *     planning and estimates the scan from the real range.
 *
 * Where a bound cannot be given so (a relation not found once by its
 * alias, a key that is not the partition key's first column, or the
 * setting off), the statement is printed with the bounds as quals in its
 * SQL, which PostgreSQL estimates (a range of unknown values, 0.5 % of
 * the rows) and prunes with when executing.
 */
typedef struct qp_selector
{
    char *alias;      /* the partitioned scan's alias in qprop's SQL */
    Oid relid;        /* its partitioned table */
    AttrNumber attno; /* its key column */
    Oid vartype;
    int32 vartypmod;
    Oid varcollid;
    Oid lo_opno;      /* key >= lo */
    Oid hi_opno;      /* key <= hi */
    char *build_sql;  /* SELECT min(k), max(k) FROM (build side) */
    Query *build;     /* ... analysed */
    Query *build_top; /* ... but for the derived table's Query (NULL in
                         its range table entry), or NULL: split_build() */
    Query *build_sub; /* ... that Query, a part of 'build' */
    double build_rows; /* rows the build side reads, -1: not known */
    bool params;      /* the build side reads a parameter */
    bool hash;        /* a HASH-partitioned table: its key set alone
                         prunes (pg/keyset.c), never the range */
    bool plan_time;   /* computed when planning: lo and hi */
    Const *lo;
    Const *hi;
    Bitmapset *paramids; /* the initplans' outputs (run-time pruning) */
    int applied;      /* relations it was given to */
    /* run-time pruning's estimate (qprop.bounds_estimate): the bound's
       range as of planning, and the partitions it leaves out then */
    bool estimate;    /* est_lo and est_hi are known */
    Const *est_lo;
    Const *est_hi;
    List *est_pruned; /* of Oid: partitions estimated as not read */
    PlannerInfo *root; /* the level of its initplan, and its outputs */
    Param *lo_param;
    Param *hi_param;
    qp_keyset *keyset; /* its exact key set's pruning, or NULL (keyset.c) */
} qp_selector;

static List *pending_selectors = NIL; /* while planning a statement */

/* The selector's build Query in two: its top level, a copy, with the
   derived table's entry holding no Query, and that Query (in 'build'
   itself).  make_bound_initplan() copies only the top level: the
   planner copies a derived table's Query before it plans or writes it
   (set_subquery_pathlist(); PostgreSQL 15 to 18 write such a Query in
   place only to pull it up, which a query with OFFSET is not, or when it
   is LATERAL), so the build side's derived table is copied once in each
   planning rather than twice. */
static void
split_build(qp_selector *sel)
{
    RangeTblEntry *rte;

    sel->build_top = NULL;
    sel->build_sub = NULL;
    if (list_length(sel->build->rtable) != 1)
        return;
    rte = linitial_node(RangeTblEntry, sel->build->rtable);
    if (rte->rtekind != RTE_SUBQUERY || rte->subquery == NULL ||
        rte->lateral || rte->subquery->limitOffset == NULL)
        return;
    sel->build_sub = rte->subquery;
    rte->subquery = NULL;
    PG_TRY();
    {
        sel->build_top = copyObject(sel->build);
    }
    PG_FINALLY();
    {
        rte->subquery = sel->build_sub;
    }
    PG_END_TRY();
}

/* The selector of bound 'b', or NULL (with 'why') when the extension
   cannot give it to PostgreSQL itself.  May raise PostgreSQL errors. */
static qp_selector *
make_selector(const qprop_bound *b, const rel_walk *w, char *why,
              size_t whylen)
{
    qp_selector *sel = palloc0(sizeof *sel);
    const char *alias = qprop_node_alias(b->scan);
    Oid nsp;
    Relation rel;
    PartitionKey key;
    Query *build;
    TargetEntry *tlo, *thi;
    rel_walk bw = {0};
    bool ok = true;

    if (alias == NULL || b->schema == NULL || b->key_column == NULL ||
        b->build_sql == NULL)
    {
        snprintf(why, whylen, "a bound without its scan's alias or key");
        return NULL;
    }
    nsp = get_namespace_oid(b->schema, true);
    sel->relid = OidIsValid(nsp) ? get_relname_relid(b->table, nsp)
                                 : InvalidOid;
    if (!OidIsValid(sel->relid) ||
        get_rel_relkind(sel->relid) != RELKIND_PARTITIONED_TABLE)
    {
        snprintf(why, whylen, "a bound on %s.%s, not a partitioned table",
                 b->schema, b->table);
        return NULL;
    }
    sel->alias = pstrdup(alias);
    sel->attno = get_attnum(sel->relid, b->key_column);
    rel = relation_open(sel->relid, AccessShareLock);
    key = RelationGetPartitionKey(rel);
    if (key == NULL || key->partattrs[0] != sel->attno ||
        sel->attno == InvalidAttrNumber)
        ok = false;
    else
    {
        Form_pg_attribute att = TupleDescAttr(RelationGetDescr(rel),
                                              sel->attno - 1);

        sel->vartype = att->atttypid;
        sel->vartypmod = att->atttypmod;
        sel->varcollid = att->attcollation;
        sel->hash = key->strategy == PARTITION_STRATEGY_HASH;
        /* the partition key's own operators: PostgreSQL prunes by them
           only (match_clause_to_partition_key); HASH prunes by its key
           set's equalities alone (keyset.c), no range */
        if (sel->vartype != key->partopcintype[0] ||
            sel->varcollid != key->partcollation[0])
            ok = false;
        else if (sel->hash)
            ok = key->partnatts == 1;
        else
        {
            sel->lo_opno = get_opfamily_member(key->partopfamily[0],
                                               sel->vartype, sel->vartype,
                                               BTGreaterEqualStrategyNumber);
            sel->hi_opno = get_opfamily_member(key->partopfamily[0],
                                               sel->vartype, sel->vartype,
                                               BTLessEqualStrategyNumber);
            ok = OidIsValid(sel->lo_opno) && OidIsValid(sel->hi_opno);
        }
    }
    relation_close(rel, NoLock);
    if (!ok)
    {
        snprintf(why, whylen, "a bound on %s, not the first column of "
                 "%s.%s's partition key or not by its btree operators",
                 b->key_column, b->schema, b->table);
        return NULL;
    }
    /* OFFSET 0: PostgreSQL would otherwise answer min() by walking an
       index of the build key from one end until a row passes the build
       side's filters (planagg.c; src/target/bounds.c says what that
       cost) */
    sel->build_sql = psprintf("SELECT min(k), max(k) FROM (%s OFFSET 0) "
                              "AS build (k)", b->build_sql);
    sel->build_rows = b->build_rows;
    build = analyse_one(sel->build_sql, w->ptypes, w->nparams);
    if (build == NULL || build->commandType != CMD_SELECT ||
        list_length(build->targetList) != 2)
    {
        snprintf(why, whylen, "a bound's build side is not one query");
        return NULL;
    }
    tlo = linitial_node(TargetEntry, build->targetList);
    thi = lsecond_node(TargetEntry, build->targetList);
    if (exprType((Node *) tlo->expr) != sel->vartype ||
        exprType((Node *) thi->expr) != sel->vartype)
    {
        snprintf(why, whylen, "a bound's build key of another type than %s",
                 b->key_column);
        return NULL;
    }
    (void) rel_walker((Node *) build, &bw);
    sel->params = bw.params;
    if (!same_relations(w->relids, build, why, whylen))
        return NULL;
    if (perms_walker((Node *) build, NULL))
    {
        snprintf(why, whylen, "a bound's build side needs privileges the "
                 "original did not");
        return NULL;
    }
    sel->build = build;
    split_build(sel);
    return sel;
}

/* Whether 'rte' is the relation of selector 'sel': its partitioned table
   under its alias, not a partition of it (whose entry has the parent's
   alias). */
static bool
qp_match(const qp_selector *sel, const RangeTblEntry *rte)
{
    return rte->rtekind == RTE_RELATION && rte->relid == sel->relid &&
           rte->inh && strcmp(rte->eref->aliasname, sel->alias) == 0;
}

typedef struct match_walk
{
    const qp_selector *sel;
    int n;
} match_walk;

static bool
match_walker(Node *node, match_walk *mw)
{
    if (node == NULL)
        return false;
    if (IsA(node, RangeTblEntry))
    {
        mw->n += qp_match(mw->sel, (RangeTblEntry *) node);
        return false;
    }
    if (IsA(node, Query))
        return query_tree_walker((Query *) node, match_walker, mw,
                                 QTW_EXAMINE_RTES_BEFORE);
    return expression_tree_walker(node, match_walker, mw);
}

/* The selectors of qprop's bounds of 'stmt', when all of them can be
   given to PostgreSQL by the extension (as run-time pruning, or as
   constants when planning where that is exact), else NIL with 'why'.
   May raise PostgreSQL errors. */
static List *
bound_selectors(qprop_stmt *stmt, int n, const rel_walk *w, bool one_shot,
                char *why, size_t whylen)
{
    List *sels = NIL;
    int i;

    for (i = 0; i < n; i++)
    {
        qprop_bound b;
        qprop_error err;
        qp_selector *sel;

        memset(&b, 0, sizeof b);
        b.size = sizeof b;
        memset(&err, 0, sizeof err);
        if (qprop_stmt_bound(stmt, i, &b, &err) != QPROP_OK)
        {
            snprintf(why, whylen, "%s", err.message);
            return NIL;
        }
        if ((sel = make_selector(&b, w, why, whylen)) == NULL)
            return NIL;
        /* a HASH bound is its key set, made when executing: min and max
           as constants would prune nothing */
        sel->plan_time = one_shot && !sel->params && !sel->hash &&
                         sel->build_rows >= 0 &&
                         sel->build_rows <= qp_plan_time_rows;
        if (!sel->plan_time && !qp_bounds_as_pruning)
        {
            why[0] = '\0'; /* the bounds stay quals: no note */
            return NIL;
        }
        sels = lappend(sels, sel);
    }
    return sels;
}

/* Whether every selector names one relation of 'q' (its alias and
   table, read once in the statement). */
static bool
selectors_found(List *sels, Query *q, char *why, size_t whylen)
{
    ListCell *lc;

    foreach(lc, sels)
    {
        match_walk mw = {lfirst(lc), 0};

        (void) match_walker((Node *) q, &mw);
        if (mw.n != 1)
        {
            snprintf(why, whylen, "the bounded scan %s is read %d times "
                     "in qprop's SQL", mw.sel->alias, mw.n);
            return false;
        }
    }
    return true;
}

/* Run the build side of 'sel' (SPI, read-only, the active snapshot)
   into '*lo' and '*hi', made in 'mcxt'.  May raise errors. */
static void
run_build_side(qp_selector *sel, MemoryContext mcxt, Const **lo, Const **hi)
{
    MemoryContext caller = CurrentMemoryContext;
    Datum v[2];
    bool isnull[2];
    int16 typlen;
    bool typbyval;
    int c;

    if (SPI_connect() != SPI_OK_CONNECT)
        elog(ERROR, "SPI_connect failed");
    if (SPI_execute(sel->build_sql, true, 2) != SPI_OK_SELECT ||
        SPI_processed != 1 || SPI_tuptable->tupdesc->natts != 2)
        elog(ERROR, "a bound's build side gave no row");
    get_typlenbyval(sel->vartype, &typlen, &typbyval);
    for (c = 0; c < 2; c++)
    {
        Datum d = SPI_getbinval(SPI_tuptable->vals[0],
                                SPI_tuptable->tupdesc, c + 1, &isnull[c]);
        MemoryContext spi = MemoryContextSwitchTo(mcxt);

        v[c] = isnull[c] ? (Datum) 0 : datumCopy(d, typbyval, typlen);
        MemoryContextSwitchTo(spi);
    }
    SPI_finish();
    MemoryContextSwitchTo(mcxt);
    *lo = makeConst(sel->vartype, sel->vartypmod, sel->varcollid, typlen,
                    v[0], isnull[0], typbyval);
    *hi = makeConst(sel->vartype, sel->vartypmod, sel->varcollid, typlen,
                    v[1], isnull[1], typbyval);
    MemoryContextSwitchTo(caller);
}

/* Run the build side of each selector computed when planning into its lo
   and hi constants; '*n' counts them.  May raise errors. */
static void
bounds_at_plan_time(List *sels, int *n)
{
    ListCell *lc;

    *n = 0;
    foreach(lc, sels)
    {
        qp_selector *sel = lfirst(lc);

        if (!sel->plan_time)
            continue;
        run_build_side(sel, CurrentMemoryContext, &sel->lo, &sel->hi);
        (*n)++;
    }
}

/* The aliases of the relations 'node' reads, all made "b" (in place). */
static bool
unalias_walker(Node *node, void *context)
{
    if (node == NULL)
        return false;
    if (IsA(node, RangeTblEntry))
    {
        RangeTblEntry *rte = (RangeTblEntry *) node;

        rte->alias = NULL;
        if (rte->eref)
            rte->eref->aliasname = "b";
        return false;
    }
    if (IsA(node, Query))
        return query_tree_walker((Query *) node, unalias_walker, context,
                                 QTW_EXAMINE_RTES_BEFORE);
    return expression_tree_walker(node, unalias_walker, context);
}

/* Whether two build sides give the same rows: the same query but for the
   aliases of what they read (d2 and d3 of one date_dim filter), with no
   volatile function. */
static bool
same_build(const qp_selector *a, const qp_selector *b)
{
    Query *x, *y;

    if (a->vartype != b->vartype)
        return false;
    if (strcmp(a->build_sql, b->build_sql) == 0)
        return true;
    if (contain_volatile_functions((Node *) a->build))
        return false;
    x = copyObject(a->build);
    y = copyObject(b->build);
    (void) unalias_walker((Node *) x, NULL);
    (void) unalias_walker((Node *) y, NULL);
    return equal(x, y);
}

/*
 * The estimate of run-time pruning (qprop.bounds_estimate).  PostgreSQL
 * sizes the plan of a bound given as run-time pruning for every partition
 * of the scan, where the bound leaves few; the quals' default estimate
 * (0.5 % of the rows) can pick the better plan for those few by chance
 * (bench/README.md, q17).  So, where the build side may be read when
 * planning (the plan-time guards: its rows known and at most
 * qprop.plan_time_rows, no parameter), the extension reads it, takes the
 * range it gives *now*, has PostgreSQL's own plan-time pruning say which
 * of the scan's partitions that range leaves out
 * (prune_append_rel_partitions(), in the get_relation_info hook of the
 * partitioned relation, over the range as constants), and sizes those
 * partitions as empty when their relations are built (the hook again, for
 * each partition).  Only the estimate changes: no partition is removed
 * from the plan, no qual added, and the pruning is still done when
 * executing, by the initplan's range under the statement's snapshot; a
 * range that changed in between gives a worse estimate, never other rows.
 *
 * The range is remembered per session by the build side's text, the
 * user and the search_path (else each planning of the statement would
 * scan the dimension once more), until the catalog the extension knows
 * changes (cache_epoch: DDL, ANALYZE of a relation it read) or EST_MAX
 * ranges are kept: rows inserted since make it stale, which again only
 * the estimate sees.  A build side with a volatile function is not read.
 */
typedef struct qp_est
{
    char *sql;       /* the build side */
    Oid type;
    Oid user;        /* and what else its text means: the user (row */
    char *path;      /* security) and the search_path */
    Const *lo;
    Const *hi;
} qp_est;

#define EST_MAX 64
static MemoryContext est_ctx = NULL;
static List *est_list = NIL; /* of qp_est, in est_ctx */
static uint64 est_epoch = 0;

static void
estimate_ranges(List *sels)
{
    ListCell *lc;

    if (est_ctx == NULL)
        est_ctx = AllocSetContextCreate(TopMemoryContext, "qprop estimates",
                                        ALLOCSET_SMALL_SIZES);
    if (est_epoch != cache_epoch || list_length(est_list) >= EST_MAX)
    {
        MemoryContextReset(est_ctx);
        est_list = NIL;
        est_epoch = cache_epoch;
    }
    foreach(lc, sels)
    {
        qp_selector *sel = lfirst(lc);
        ListCell *lc2;
        qp_est *e = NULL;
        MemoryContext old;

        /* read when planning only where that has no effect but the
           estimate: no volatile function (nextval(), a user's function
           that writes) runs one more time */
        if (sel->plan_time || sel->params || sel->hash ||
            sel->build_rows < 0 || sel->build_rows > qp_plan_time_rows ||
            contain_volatile_functions((Node *) sel->build))
            continue;
        /* a build side of this statement read already */
        foreach(lc2, sels)
        {
            qp_selector *o = lfirst(lc2);

            if (o == sel)
                break;
            if (o->estimate && same_build(o, sel))
            {
                sel->est_lo = copyObject(o->est_lo);
                sel->est_hi = copyObject(o->est_hi);
                sel->estimate = true;
                break;
            }
        }
        if (sel->estimate)
            continue;
        foreach(lc2, est_list)
        {
            qp_est *x = lfirst(lc2);

            if (x->type == sel->vartype && x->user == GetUserId() &&
                strcmp(x->sql, sel->build_sql) == 0 &&
                strcmp(x->path, namespace_search_path) == 0)
            {
                e = x;
                break;
            }
        }
        if (e == NULL)
        {
            old = MemoryContextSwitchTo(est_ctx);
            e = palloc0(sizeof *e);
            e->sql = pstrdup(sel->build_sql);
            e->type = sel->vartype;
            e->user = GetUserId();
            e->path = pstrdup(namespace_search_path);
            MemoryContextSwitchTo(old);
            run_build_side(sel, est_ctx, &e->lo, &e->hi);
            old = MemoryContextSwitchTo(est_ctx);
            est_list = lappend(est_list, e);
            MemoryContextSwitchTo(old);
        }
        sel->est_lo = copyObject(e->lo);
        sel->est_hi = copyObject(e->hi);
        sel->estimate = true;
    }
}

/* key >= lo AND key <= hi on relation 'rti' of 'root', as two
   RestrictInfos. */
static List *
bound_quals(PlannerInfo *root, Index rti, qp_selector *sel, Expr *lo,
            Expr *hi)
{
    Var *v = makeVar(rti, sel->attno, sel->vartype, sel->vartypmod,
                     sel->varcollid, 0);
    Expr *ge = make_opclause(sel->lo_opno, BOOLOID, false, (Expr *) v, lo,
                             InvalidOid, sel->varcollid);
    Expr *le = make_opclause(sel->hi_opno, BOOLOID, false,
                             (Expr *) copyObject(v), hi, InvalidOid,
                             sel->varcollid);

    set_opfuncid((OpExpr *) ge);
    set_opfuncid((OpExpr *) le);
    return list_make2(qp_base_restrictinfo(root, ge, bms_make_singleton(rti)),
                      qp_base_restrictinfo(root, le, bms_make_singleton(rti)));
}

/* key >= lo AND key <= hi on relation 'rti' of 'root', into its
   baserestrictinfo; the two RestrictInfos. */
static List *
add_bound_quals(PlannerInfo *root, RelOptInfo *rel, Index rti,
                qp_selector *sel, Expr *lo, Expr *hi)
{
    List *quals = bound_quals(root, rti, sel, lo, hi);

    /* not list_concat(): the library has one of its own */
    rel->baserestrictinfo = lappend(lappend(rel->baserestrictinfo,
                                            linitial(quals)),
                                    lsecond(quals));
    rel->baserestrict_min_security = 0;
    sel->applied++;
    return quals;
}

/* The partitions of 'relid' (partitioned, locked) in the planner's
   PartitionDesc: the order of its partition indexes. */
static PartitionDesc
planner_partdesc(PlannerInfo *root, Oid relid)
{
    Relation r = table_open(relid, NoLock);
    PartitionDesc pd;

    if (root->glob->partition_directory == NULL)
        root->glob->partition_directory =
            CreatePartitionDirectory(CurrentMemoryContext, true);
    pd = PartitionDirectoryLookup(root->glob->partition_directory, r);
    table_close(r, NoLock);
    return pd;
}

/* Run-time pruning's estimate: the partitions of 'rel' (the selector's
   partitioned relation, its partition info just read) that the build
   side's range as of planning leaves out, by PostgreSQL's own plan-time
   pruning over that range as constants (see "The estimate of run-time
   pruning"). */
static void
estimate_pruned(PlannerInfo *root, Oid relid, RelOptInfo *rel,
                qp_selector *sel)
{
    List *saved = rel->baserestrictinfo;
    Bitmapset *keep;
    PartitionDesc pd;
    int i;

    sel->est_pruned = NIL;
    if (rel->part_scheme == NULL || rel->nparts <= 0)
        return;
    rel->baserestrictinfo = bound_quals(root, rel->relid, sel,
                                        (Expr *) copyObject(sel->est_lo),
                                        (Expr *) copyObject(sel->est_hi));
    keep = prune_append_rel_partitions(rel);
    rel->baserestrictinfo = saved;
    pd = planner_partdesc(root, relid);
    for (i = 0; i < pd->nparts && i < rel->nparts; i++)
        if (!bms_is_member(i, keep))
            sel->est_pruned = lappend_oid(sel->est_pruned, pd->oids[i]);
}

/* A partition 'rel' (OID 'relid') of a selector's relation, as it is
   built: sized as empty when the estimate leaves it out; a partitioned
   one's own partitions left out with it. */
static void
estimate_partition(PlannerInfo *root, Oid relid, bool inhparent,
                   RelOptInfo *rel)
{
    int top;
    RangeTblEntry *trte;
    ListCell *lc;

    if (!bms_get_singleton_member(rel->top_parent_relids, &top))
        return;
    trte = planner_rt_fetch(top, root);
    foreach(lc, pending_selectors)
    {
        qp_selector *sel = lfirst(lc);
        ListCell *lc2;

        if (!sel->estimate || !qp_match(sel, trte) ||
            !list_member_oid(sel->est_pruned, relid))
            continue;
        if (inhparent)
        {
            PartitionDesc pd = planner_partdesc(root, relid);
            int i;

            for (i = 0; i < pd->nparts; i++)
                sel->est_pruned = lappend_oid(sel->est_pruned, pd->oids[i]);
            continue;
        }
        /* as an empty table ANALYZE has seen */
        rel->pages = 0;
        rel->tuples = 0;
        rel->allvisfrac = 0;
        foreach(lc2, rel->indexlist)
        {
            IndexOptInfo *ix = lfirst(lc2);

            ix->pages = 0;
            ix->tuples = 0;
            if (ix->tree_height > 0)
                ix->tree_height = 0;
        }
    }
}

/* An initplan over 'sel->build' whose two outputs are '*lo' and '*hi'
   (PARAM_EXEC of 'root'), made as SS_make_initplan_from_plan() makes
   one, with two Params; over the build query of key set 'ks' instead when
   there is one, with its array as a third output. */
static void
make_bound_initplan(PlannerInfo *root, qp_selector *sel, Param **lo,
                    Param **hi, qp_keyset *ks)
{
    Query *build;
    PlannerInfo *subroot;
    RelOptInfo *final_rel;
    Path *path;
    Plan *plan;
    SubPlan *node;
    TargetEntry *tlo, *thi;
    List *pending = pending_selectors;

    if (ks != NULL)
        build = copyObject(keyset_build(ks));
    else if (sel->build_top != NULL)
    {
        /* the derived table's Query is copied by the planner (see
           split_build()) */
        build = copyObject(sel->build_top);
        linitial_node(RangeTblEntry, build->rtable)->subquery =
            sel->build_sub;
    }
    else
        build = copyObject(sel->build);
    tlo = linitial_node(TargetEntry, build->targetList);
    thi = lsecond_node(TargetEntry, build->targetList);
    /* the build side is planned apart: none of the statement's bounds in
       it */
    pending_selectors = NIL;
    PG_TRY();
    {
        subroot = qp_subquery_planner(root->glob, build, root);
        final_rel = fetch_upper_rel(subroot, UPPERREL_FINAL, NULL);
        path = final_rel->cheapest_total_path;
        plan = create_plan(subroot, path);
    }
    PG_FINALLY();
    {
        pending_selectors = pending;
    }
    PG_END_TRY();
    *lo = SS_make_initplan_output_param(root, exprType((Node *) tlo->expr),
                                        exprTypmod((Node *) tlo->expr),
                                        exprCollation((Node *) tlo->expr));
    *hi = SS_make_initplan_output_param(root, exprType((Node *) thi->expr),
                                        exprTypmod((Node *) thi->expr),
                                        exprCollation((Node *) thi->expr));
    root->glob->subplans = lappend(root->glob->subplans, plan);
    root->glob->subroots = lappend(root->glob->subroots, subroot);
    qp_add_subpath(root->glob, path);
    node = makeNode(SubPlan);
    node->subLinkType = MULTIEXPR_SUBLINK;
    node->plan_id = list_length(root->glob->subplans);
    node->plan_name = psprintf("InitPlan %d (returns $%d,$%d)", node->plan_id,
                               (*lo)->paramid, (*hi)->paramid);
    if (ks != NULL)
    {
        TargetEntry *tarr = lthird_node(TargetEntry, build->targetList);
        Param *arr = SS_make_initplan_output_param(
            root, exprType((Node *) tarr->expr), exprTypmod((Node *) tarr->expr),
            exprCollation((Node *) tarr->expr));

        keyset_set_param(ks, arr);
        node->plan_name = psprintf("InitPlan %d (returns $%d,$%d,$%d)",
                                   node->plan_id, (*lo)->paramid,
                                   (*hi)->paramid, arr->paramid);
    }
    node->firstColType = exprType((Node *) tlo->expr);
    node->firstColTypmod = exprTypmod((Node *) tlo->expr);
    node->firstColCollation = exprCollation((Node *) tlo->expr);
    node->setParam = list_make2_int((*lo)->paramid, (*hi)->paramid);
    if (ks != NULL)
        node->setParam = lappend_int(node->setParam,
                                     keyset_param(ks)->paramid);
    root->init_plans = lappend(root->init_plans, node);
    cost_subplan(subroot, node, plan);
}

/* The selectors whose relation 'rti' of 'root' is (a partitioned table
   planned as itself). */
static bool
bounded_rel(PlannerInfo *root, RelOptInfo *rel, Index rti,
            RangeTblEntry *rte)
{
    return pending_selectors != NIL && rte->rtekind == RTE_RELATION &&
           rte->relkind == RELKIND_PARTITIONED_TABLE && rte->inh &&
           rel->reloptkind == RELOPT_BASEREL;
}

/* A bound computed when planning, as quals the relation is sized,
   estimated and pruned with; for a bound given as run-time pruning, the
   partitions its estimate leaves out (estimate_pruned()), sized as empty
   when they are built (estimate_partition()). */
static void
qp_relation_info(PlannerInfo *root, Oid relid, bool inhparent,
                 RelOptInfo *rel)
{
    RangeTblEntry *rte;
    ListCell *lc;

    if (prev_relation_info_hook)
        prev_relation_info_hook(root, relid, inhparent, rel);
    if (pending_selectors == NIL)
        return;
    if (rel->reloptkind == RELOPT_OTHER_MEMBER_REL)
    {
        estimate_partition(root, relid, inhparent, rel);
        return;
    }
    if (!inhparent)
        return;
    rte = planner_rt_fetch(rel->relid, root);
    if (!bounded_rel(root, rel, rel->relid, rte))
        return;
    foreach(lc, pending_selectors)
    {
        qp_selector *sel = lfirst(lc);

        if (!qp_match(sel, rte))
            continue;
        if (sel->plan_time)
            (void) add_bound_quals(root, rel, rel->relid, sel,
                                   (Expr *) copyObject(sel->lo),
                                   (Expr *) copyObject(sel->hi));
        else if (sel->estimate)
            estimate_pruned(root, relid, rel, sel);
    }
}

/* The outputs of an initplan of 'root' that another selector of the same
   build side has made (as the WITH item of qprop's SQL is read by every
   bound of one build side): the build side is read once. */
static bool
shared_initplan(PlannerInfo *root, RelOptInfo *rel, Index rti,
                qp_selector *sel, Param **lo, Param **hi)
{
    ListCell *lc;

    foreach(lc, pending_selectors)
    {
        qp_selector *o = lfirst(lc);

        if (o != sel && o->root == root && o->lo_param != NULL &&
            same_build(o, sel))
        {
            *lo = copyObject(o->lo_param);
            *hi = copyObject(o->hi_param);
            sel->keyset = keyset_share(root, rel, rti, sel->attno, o->keyset);
            return true;
        }
    }
    return false;
}

/* Whether 'c' is a partition of 'top', at any level (its parents up to
   'top'; a partitioned table flattened into a UNION ALL has the UNION
   ALL's relation as its partitions' top parent, not itself). */
static bool
descends_from(PlannerInfo *root, RelOptInfo *c, RelOptInfo *top)
{
    Index i = c->relid;

    while (root->append_rel_array != NULL && i > 0 &&
           (int) i < root->simple_rel_array_size &&
           root->append_rel_array[i] != NULL)
    {
        i = root->append_rel_array[i]->parent_relid;
        if (i == top->relid)
            return true;
    }
    return false;
}

/* The bound's quals 'quals' (on partitioned relation 'top') as filters
   of its leaf partitions' scans too (qprop.bounds_filter), after their
   sizes and paths are made: no estimate or cost sees them, and a
   partition the pruning keeps passes on only the rows the inner join
   can match, as the quals in qprop's SQL do.  Not on a foreign table
   (its wrapper would see them when making its plan). */
/* Whether 'clause' is "key op Param" on relation 'top' (bound_quals()
   makes them so), its key in '*key'. */
static bool
key_op_param(Expr *clause, RelOptInfo *top, Var **key)
{
    OpExpr *op = (OpExpr *) clause;
    Var *v;

    if (!IsA(op, OpExpr) || list_length(op->args) != 2 ||
        !IsA(linitial(op->args), Var) || !IsA(lsecond(op->args), Param))
        return false;
    v = linitial_node(Var, op->args);
    if (v->varno != (int) top->relid || v->varlevelsup != 0 ||
        (*key != NULL && !equal(v, *key)))
        return false;
    *key = v;
    return true;
}

static void
filter_partitions(PlannerInfo *root, RelOptInfo *top, List *quals)
{
    List *clauses = NIL;
    Var *key = NULL;
    bool simple = true;
    ListCell *lc;
    int i;

    foreach(lc, quals)
    {
        Expr *e = ((RestrictInfo *) lfirst(lc))->clause;

        clauses = lappend(clauses, e);
        simple = simple && key_op_param(e, top, &key);
    }
    for (i = 1; i < root->simple_rel_array_size; i++)
    {
        RelOptInfo *c = root->simple_rel_array[i];
        List *own = NIL;

        if (c == NULL || c->reloptkind != RELOPT_OTHER_MEMBER_REL ||
            !descends_from(root, c, top) || IS_DUMMY_REL(c) ||
            planner_rt_fetch(i, root)->relkind != RELKIND_RELATION)
            continue;
        if (simple)
        {
            /* "key op Param" as adjust_appendrel_attrs() makes it for
               the partition (the OpExpr and the Param copied as they
               are, the Var translated), the key translated once */
            Node *ckey = qp_adjust_multilevel(root, (Node *) key, c, top);

            foreach(lc, clauses)
            {
                OpExpr *op = makeNode(OpExpr);

                memcpy(op, lfirst(lc), sizeof *op);
                op->args = list_make2(copyObject(ckey),
                                      copyObject(lsecond(op->args)));
                own = lappend(own, op);
            }
        }
        else
            own = (List *) qp_adjust_multilevel(root, (Node *) clauses, c,
                                                top);
        foreach(lc, own)
            c->baserestrictinfo =
                lappend(c->baserestrictinfo,
                        qp_base_restrictinfo(root, (Expr *) lfirst(lc),
                                             bms_copy(c->relids)));
    }
}

/*
 * A partitioned table that is a branch of a UNION ALL (qprop's selectors
 * reach one through a derived table's UNION ALL that passes the key on
 * unchanged: dynamic_partition.c).  PostgreSQL flattens the UNION ALL
 * into an appendrel whose members are the branches' relations
 * (pull_up_simple_union_all(), for a branch that reads one relation with
 * no WHERE), so the partitioned table is a member relation, sized and
 * given paths as any, but its Append is merged into the UNION ALL's
 * (accumulate_append_subpath()), whose run-time pruning is made of the
 * UNION ALL relation's own quals, translated to each partitioned table
 * under it (create_append_plan(), make_partition_pruneinfo()).  So the
 * bound's quals go there too: on the UNION ALL's column that is the key
 * column of this member as it is (a Var of the column, not an
 * expression, of its type).  Pruning every branch by them is exact as it
 * is for this one: a row of the UNION ALL whose column is outside the
 * build side's range matches no build row, and the join drops it.
 * The UNION ALL's relation, or NULL ('*col' its column).
 */
static RelOptInfo *
union_parent(PlannerInfo *root, RelOptInfo *rel, Index rti, AttrNumber attno,
             Oid type, AttrNumber *col)
{
    RelOptInfo *up;
    AppendRelInfo *ai;
    ListCell *lc;
    AttrNumber i = 0;

    if (rel->reloptkind != RELOPT_OTHER_MEMBER_REL ||
        root->append_rel_array == NULL ||
        (ai = root->append_rel_array[rti]) == NULL ||
        (up = root->simple_rel_array[ai->parent_relid]) == NULL ||
        up->reloptkind != RELOPT_BASEREL ||
        planner_rt_fetch(up->relid, root)->rtekind != RTE_SUBQUERY)
        return NULL;
    foreach(lc, ai->translated_vars)
    {
        Var *v = lfirst(lc);

        i++;
        if (v != NULL && IsA(v, Var) && v->varno == (int) rti &&
            v->varattno == attno && v->varlevelsup == 0 &&
            v->vartype == type)
        {
            *col = i;
            return up;
        }
    }
    return NULL;
}

typedef struct to_parent
{
    Index rti;          /* the member */
    AttrNumber attno;   /* its key column ... */
    Index up;           /* ... is column 'col' of the UNION ALL's 'up' */
    AttrNumber col;
    bool other;         /* another column of the member: not translated */
} to_parent;

static Node *
to_parent_mutator(Node *node, to_parent *t)
{
    if (node == NULL)
        return NULL;
    if (IsA(node, Var) && ((Var *) node)->varno == (int) t->rti &&
        ((Var *) node)->varlevelsup == 0)
    {
        Var *v = (Var *) copyObject(node);

        if (v->varattno != t->attno)
            t->other = true;
        v->varno = t->up;
        v->varattno = t->col;
        v->varnosyn = 0;
        v->varattnosyn = 0;
        return (Node *) v;
    }
    return expression_tree_mutator(node, to_parent_mutator, t);
}

/* The quals 'quals' (RestrictInfos of member 'rti') on the UNION ALL's
   relation 'up' too, its column 'col' for the member's 'attno'. */
static void
add_parent_quals(PlannerInfo *root, RelOptInfo *up, AttrNumber col,
                 Index rti, AttrNumber attno, List *quals)
{
    ListCell *lc;

    foreach(lc, quals)
    {
        to_parent t = {rti, attno, up->relid, col, false};
        Expr *e = (Expr *) to_parent_mutator(
            (Node *) ((RestrictInfo *) lfirst(lc))->clause, &t);

        if (t.other)
            continue; /* cannot happen: the quals read the key only */
        up->baserestrictinfo =
            lappend(up->baserestrictinfo,
                    qp_base_restrictinfo(root, e,
                                         bms_make_singleton(up->relid)));
    }
    up->baserestrict_min_security = 0;
}

/* A bound as run-time pruning: quals on the partitioned relation, after
   its size and paths are made (see above), and as filters of its
   partitions' scans; for a member of a UNION ALL, on the UNION ALL's
   relation too (union_parent()). */
static void
qp_rel_pathlist(PlannerInfo *root, RelOptInfo *rel, Index rti,
                RangeTblEntry *rte)
{
    ListCell *lc;
    bool member;

    if (prev_rel_pathlist_hook)
        prev_rel_pathlist_hook(root, rel, rti, rte);
    member = pending_selectors != NIL && rte->rtekind == RTE_RELATION &&
             rte->relkind == RELKIND_PARTITIONED_TABLE && rte->inh &&
             rel->reloptkind == RELOPT_OTHER_MEMBER_REL;
    if ((!member && !bounded_rel(root, rel, rti, rte)) || IS_DUMMY_REL(rel))
        return;
    foreach(lc, pending_selectors)
    {
        qp_selector *sel = lfirst(lc);
        Param *lo, *hi;
        List *quals;
        RelOptInfo *up = NULL;
        AttrNumber upcol = 0;

        if (!qp_match(sel, rte))
            continue;
        /* a member's plan-time quals never reached it (its quals are the
           UNION ALL's, copied to it after get_relation_info()): run-time
           pruning instead */
        if (sel->plan_time && !member)
            continue;
        if (member &&
            (up = union_parent(root, rel, rti, sel->attno, sel->vartype,
                               &upcol)) == NULL)
            continue; /* not reached: no pruning, the same rows */
        sel->keyset = NULL;
        if (!shared_initplan(root, rel, rti, sel, &lo, &hi) ||
            (sel->hash && sel->keyset == NULL))
        {
            sel->keyset = sel->params ? NULL
                                      : keyset_make(root, rel, rti, sel->attno,
                                                    sel->build_sql);
            /* HASH without its key set: nothing at all (a range prunes
               no hash partition, and as a filter it would only cost) */
            if (sel->hash && sel->keyset == NULL)
                continue;
            make_bound_initplan(root, sel, &lo, &hi, sel->keyset);
        }
        sel->root = root;
        sel->lo_param = lo;
        sel->hi_param = hi;
        sel->paramids = bms_add_member(bms_add_member(sel->paramids,
                                                      lo->paramid),
                                       hi->paramid);
        if (sel->hash)
            sel->applied++;
        else
        {
            quals = add_bound_quals(root, rel, rti, sel, (Expr *) lo,
                                    (Expr *) hi);
            if (up != NULL)
                add_parent_quals(root, up, upcol, rti, sel->attno, quals);
            if (qp_bounds_filter)
                filter_partitions(root, rel, quals);
        }
        /* the key set's pruning: on the partitioned relation only (it is
           no row filter) */
        if (sel->keyset != NULL)
        {
            keyset_add_qual(root, rel, sel->keyset);
            if (up != NULL)
                add_parent_quals(root, up, upcol, rti, sel->attno,
                                 list_make1(llast(rel->baserestrictinfo)));
            sel->paramids = bms_add_member(sel->paramids,
                                           keyset_param(sel->keyset)->paramid);
        }
    }
}

/*
 * The Params of the bounds' run-time pruning, where the plan would not
 * pass them on.  finalize_plan() (optimizer/plan/subselect.c) counts in
 * an Append's or MergeAppend's extParam and allParam the Params of its
 * children, not those of its part_prune_info; PostgreSQL's own pruning
 * on an initplan's Param escapes that because the qual is also every
 * partition's filter, where ours is not.  From those sets
 * set_param_references() (setrefs.c) makes a Gather's initParam, the
 * initplan outputs the leader computes and sends to its workers
 * (ExecInitParallelPlan()): without them a worker would prune with a
 * Param never set.  So, in the PlannedStmt the planner has just made (not
 * a cached one), for each Append or MergeAppend pruning with our Params:
 * they are added to its extParam and allParam and to those of every node
 * above it up to the one whose initPlan sets them (allParam only there,
 * as finalize_plan() does), and to the initParam of each Gather or
 * GatherMerge on the way.
 */
typedef struct fix_walk
{
    PlannedStmt *ps;
    Bitmapset *ours;  /* the bounds' initplan outputs */
    Plan **above;     /* the current node's ancestors, nearest last */
    int depth;        /* ... how many */
    int size;         /* ... room for */
} fix_walk;

static bool
sets_params(Plan *plan, Bitmapset *params)
{
    ListCell *lc, *lc2;

    foreach(lc, plan->initPlan)
        foreach(lc2, ((SubPlan *) lfirst(lc))->setParam)
            if (bms_is_member(lfirst_int(lc2), params))
                return true;
    return false;
}

static Bitmapset *
prune_params(PartitionPruneInfo *pi)
{
    Bitmapset *ids = NULL;
    ListCell *lc, *lc2;

    if (pi == NULL)
        return NULL;
    foreach(lc, pi->prune_infos)
        foreach(lc2, (List *) lfirst(lc))
            ids = bms_add_members(ids, ((PartitionedRelPruneInfo *)
                                        lfirst(lc2))->execparamids);
    return ids;
}

static void fix_plan(Plan *plan, fix_walk *fw);

static void
fix_list(List *plans, fix_walk *fw)
{
    ListCell *lc;

    foreach(lc, plans)
        fix_plan(lfirst(lc), fw);
}

static void
fix_plan(Plan *plan, fix_walk *fw)
{
    Bitmapset *ids = NULL;

    if (plan == NULL)
        return;
    if (IsA(plan, Append))
        ids = prune_params(qp_append_prune_info(fw->ps, (Append *) plan));
    else if (IsA(plan, MergeAppend))
        ids = prune_params(qp_append_prune_info(fw->ps, (MergeAppend *) plan));
    ids = bms_intersect(ids, fw->ours);
    if (!bms_is_empty(ids))
    {
        int i;

        plan->extParam = bms_add_members(plan->extParam, ids);
        plan->allParam = bms_add_members(plan->allParam, ids);
        for (i = fw->depth - 1; i >= 0; i--)
        {
            Plan *up = fw->above[i];

            up->allParam = bms_add_members(up->allParam, ids);
            if (sets_params(up, ids))
                break;
            up->extParam = bms_add_members(up->extParam, ids);
            if (IsA(up, Gather))
                ((Gather *) up)->initParam =
                    bms_add_members(((Gather *) up)->initParam, ids);
            else if (IsA(up, GatherMerge))
                ((GatherMerge *) up)->initParam =
                    bms_add_members(((GatherMerge *) up)->initParam, ids);
        }
    }
    if (fw->depth == fw->size)
    {
        fw->size *= 2;
        fw->above = repalloc(fw->above, fw->size * sizeof *fw->above);
    }
    fw->above[fw->depth++] = plan;
    fix_plan(plan->lefttree, fw);
    fix_plan(plan->righttree, fw);
    switch (nodeTag(plan))
    {
        case T_Append:
            fix_list(((Append *) plan)->appendplans, fw);
            break;
        case T_MergeAppend:
            fix_list(((MergeAppend *) plan)->mergeplans, fw);
            break;
        case T_BitmapAnd:
            fix_list(((BitmapAnd *) plan)->bitmapplans, fw);
            break;
        case T_BitmapOr:
            fix_list(((BitmapOr *) plan)->bitmapplans, fw);
            break;
        case T_SubqueryScan:
            fix_plan(((SubqueryScan *) plan)->subplan, fw);
            break;
        case T_CustomScan:
            fix_list(((CustomScan *) plan)->custom_plans, fw);
            break;
        default:
            break;
    }
    fw->depth--;
}

static void
fix_prune_params(PlannedStmt *ps, List *sels)
{
    fix_walk fw = {ps, NULL, NULL, 0, 32};
    ListCell *lc;

    foreach(lc, sels)
        fw.ours = bms_add_members(fw.ours,
                                  ((qp_selector *) lfirst(lc))->paramids);
    if (bms_is_empty(fw.ours))
        return;
    fw.above = palloc(fw.size * sizeof *fw.above);
    fix_plan(ps->planTree, &fw);
    foreach(lc, ps->subplans)
        fix_plan(lfirst(lc), &fw);
}

/*
 * The rewritten Query for 'parse', or NULL with 'why' (empty when qprop had
 * nothing to change).  May raise PostgreSQL errors: the caller catches them.
 */
/*
 * A statement to which qprop adds nothing but execution-time bounds
 * given by the hooks (every other predicate it derives is one
 * PostgreSQL derives itself, no partition pruned beyond PostgreSQL's
 * own, no contradiction) is planned as PostgreSQL analysed it, with
 * those bounds: PostgreSQL's plan of the statement as written, pruned at
 * executor start.  Nothing of qprop's SQL is planned, and a statement
 * planned again (the memo) costs no copy of a rewritten Query.
 *
 * That is exact when each bound's partitioned table is read by one
 * range table entry in the original (anywhere in it; none of its
 * partitions read directly), under the bound's alias, and by one in
 * qprop's statement: the original's only scan of the table is then the
 * scan qprop bounds.  The rows of the table the bound leaves out change
 * nothing in qprop's statement, which means what the original means on
 * every database with the table's rows so restricted (a subset of a
 * table keeps its keys, uniqueness and NOT NULL): they change nothing in
 * the original either.  Where a table is read twice (a self-join, a CTE
 * qprop inlines twice) a bound is on one of its scans only, and the
 * rewritten Query is planned as before.
 */
typedef struct table_walk
{
    Oid relid;   /* the partitioned table */
    int n;       /* entries reading it or one of its partitions */
    const char *alias; /* the alias of the last one */
} table_walk;

static bool
table_walker(Node *node, table_walk *tw)
{
    if (node == NULL)
        return false;
    if (IsA(node, RangeTblEntry))
    {
        RangeTblEntry *rte = (RangeTblEntry *) node;

        if (rte->rtekind == RTE_RELATION &&
            (rte->relid == tw->relid ||
             (get_rel_relispartition(rte->relid) &&
              list_member_oid(get_partition_ancestors(rte->relid),
                              tw->relid))))
        {
            tw->n++;
            tw->alias = rte->eref->aliasname;
        }
        return false;
    }
    if (IsA(node, Query))
        return query_tree_walker((Query *) node, table_walker, tw,
                                 QTW_EXAMINE_RTES_BEFORE);
    return expression_tree_walker(node, table_walker, tw);
}

static bool
bounds_on_original(const qp_outcome *out, int nbounds, List *sels,
                   Query *parse, Query *result)
{
    ListCell *lc;

    if (sels == NIL || list_length(sels) != nbounds ||
        out->stats.derived_predicates_beyond != nbounds ||
        out->stats.partitions_pruned_beyond != 0 ||
        out->stats.empty_nodes != 0 ||
        out->stats.subqueries_decorrelated != 0)
        return false;
    foreach(lc, sels)
    {
        qp_selector *sel = lfirst(lc);
        table_walk tw = {sel->relid, 0, NULL};

        (void) table_walker((Node *) parse, &tw);
        if (tw.n != 1 || strcmp(tw.alias, sel->alias) != 0)
            return false;
        /* ... and that entry is the table itself, under the alias */
        {
            match_walk mw = {sel, 0};

            (void) match_walker((Node *) parse, &mw);
            if (mw.n != 1)
                return false;
        }
        tw.n = 0;
        (void) table_walker((Node *) result, &tw);
        if (tw.n != 1)
            return false;
    }
    return true;
}

static Query *
rewrite_query(Query *parse, const char *query_string, qp_outcome *out,
              char *why, size_t whylen)
{
    rel_walk w = {0};
    ListCell *lc;
    char *text;
    int at;
    StringInfoData in;
    qprop_input *input = NULL;
    qprop_stmt *stmt = NULL, *next;
    qprop_error err;
    qprop_status st;
    const char *sql;
    Query *result = NULL;
    int nbounds;
    List *sels = NIL;
    char note[256] = "";

    w.src = query_string;
    (void) rel_walker((Node *) parse, &w);
    if (w.bad)
    {
        snprintf(why, whylen, "%s", w.bad);
        return NULL;
    }
    if (w.relids == NIL)
        return NULL; /* nothing to propagate: not worth a line */
    {
        coll_walk cw = {why, whylen};

        if (coll_walker((Node *) parse, &cw))
            return NULL;
    }
    text = statement_text(query_string, parse->stmt_location, parse->stmt_len,
                          &at);
    if (text == NULL)
    {
        snprintf(why, whylen, "the statement is not a plain query");
        return NULL;
    }
    /* Names of parameters become $n.  A text in parentheses with no FROM
       and no set operation may be a PL/pgSQL expression (RETURN (SELECT
       ...), IF (SELECT ...) > 0), which PostgreSQL read as the select
       list of a SELECT without the word: qprop is given that SELECT.
       Either way PostgreSQL must read the text given to qprop as the
       query planned.  (A parenthesized query with a FROM or a set
       operation is no PL/pgSQL expression, whose FROM would follow the
       parentheses, and is taken as written.) */
    {
        bool expr = text[0] == '(' && parse->jointree->fromlist == NIL &&
                    parse->setOperations == NULL;
        char *t = w.named != NIL ? named_text(text, at, &w) : text;

        if (t != NULL && expr)
            t = psprintf("SELECT %s", t);
        if (t != NULL && (w.named != NIL || expr) &&
            !same_statement(parse, t, &w))
            t = NULL;
        if (t == NULL)
        {
            snprintf(why, whylen, w.named != NIL
                     ? "a PL/pgSQL variable or a function's argument that "
                       "could not be written as its parameter $n"
                     : "a text in parentheses that PostgreSQL read as "
                       "another query");
            return NULL;
        }
        text = t;
    }
    if (!cache_ready())
    {
        snprintf(why, whylen, "out of memory");
        return NULL;
    }
    foreach(lc, w.relids)
        if (!ensure_loaded(lfirst_oid(lc), why, whylen, 0))
            return NULL;

    initStringInfo(&in);
    append_search_path(&in);
    appendStringInfoString(&in, text);
    memset(&err, 0, sizeof err);
    if (qprop_input_open(cache_ctx, in.data, in.len, &input, &err) != QPROP_OK)
    {
        snprintf(why, whylen, "%s", err.message);
        return NULL;
    }
    if (w.nparams > 0)
    {
        /* the parameters as PostgreSQL typed them: qprop carries them as
           values of those types known only at execution */
        const char **types = palloc(w.nparams * sizeof(char *));
        int i;

        for (i = 0; i < w.nparams; i++)
            types[i] = OidIsValid(w.ptypes[i]) ? format_type_be(w.ptypes[i])
                                               : NULL;
        if (qprop_input_set_param_types(input, w.nparams, types, &err) !=
            QPROP_OK)
        {
            snprintf(why, whylen, "%s", err.message);
            goto done;
        }
    }
    while ((st = qprop_input_next(input, &next, &err)) != QPROP_DONE)
    {
        if (st != QPROP_OK)
        {
            snprintf(why, whylen, "%s", err.message);
            goto done;
        }
        if (qprop_stmt_kind_of(next) != QPROP_STMT_QUERY)
        {
            bool skipped = qprop_stmt_kind_of(next) == QPROP_STMT_SKIPPED;

            qprop_stmt_free(next);
            if (stmt || skipped)
            {
                snprintf(why, whylen, "qprop: not a query");
                goto done;
            }
            continue;
        }
        if (stmt)
        {
            qprop_stmt_free(next);
            snprintf(why, whylen, "qprop: more than one statement");
            goto done;
        }
        stmt = next;
    }
    if (stmt == NULL)
    {
        snprintf(why, whylen, "qprop: no query");
        goto done;
    }
    if (qprop_stmt_set_rules(stmt, NULL, disabled_rules(), &err) != QPROP_OK ||
        qprop_stmt_rewrite(stmt, &err) != QPROP_OK ||
        qprop_stmt_stats(stmt, &out->stats, &err) != QPROP_OK)
    {
        snprintf(why, whylen, "%s", err.message);
        goto done;
    }
    /* nothing PostgreSQL does not do itself: no predicate derived but
       those its equivalence classes give too, no contradiction, and no
       partition pruned but those PostgreSQL prunes from them */
    if (out->stats.derived_predicates_beyond == 0 &&
        out->stats.partitions_pruned_beyond == 0 &&
        out->stats.empty_nodes == 0 &&
        out->stats.subqueries_decorrelated == 0)
    {
        why[0] = '\0';
        goto done;
    }
    /* the execution-time bounds, given to PostgreSQL by the hooks where
       they can be (see "the execution-time bounds, from the API"),
       else as quals in qprop's SQL; those in WITH items too.  None with
       qprop.runtime_pruning off (a bound may come from a runtime filter
       as well as from the dynamic partition rule it turns off). */
    nbounds = qp_runtime_pruning ? qprop_stmt_bound_count(stmt) : 0;
    if (nbounds < 0)
    {
        snprintf(why, whylen, "qprop: out of memory");
        goto done;
    }
    out->runtime_bounds = nbounds;
    if (nbounds > 0 && (qp_bounds_as_pruning || out->one_shot))
    {
        sels = bound_selectors(stmt, nbounds, &w, out->one_shot, note,
                               sizeof note);
        if (sels == NIL && note[0])
            elog(qp_log_rewrites ? LOG : DEBUG1,
                 "qprop: the bounds stay quals: %s", note);
    }
    for (;;)
    {
        if (qprop_stmt_print(stmt, QPROP_FORMAT_SQL,
                             sels != NIL || !qp_runtime_pruning
                             ? QPROP_PRINT_SQL_NO_BOUNDS : 0, 1,
                             &sql, &err) != QPROP_OK)
        {
            snprintf(why, whylen, "%s", err.message);
            goto done;
        }
        /* parameters keep their numbers and types */
        result = analyse_one(sql, w.ptypes, w.nparams);
        if (result == NULL || result->commandType != parse->commandType)
        {
            snprintf(why, whylen, "the rewritten SQL is not one query of the "
                     "original's kind");
            result = NULL;
            goto done;
        }
        if (!same_result(parse, result, why, whylen) ||
            !same_relations(w.relids, result, why, whylen))
        {
            result = NULL;
            goto done;
        }
        if (perms_walker((Node *) result, NULL))
        {
            snprintf(why, whylen, "the rewritten query needs privileges the "
                     "original did not");
            result = NULL;
            goto done;
        }
        if (sels == NIL || selectors_found(sels, result, note, sizeof note))
            break;
        /* again, with the bounds as quals in the SQL */
        elog(qp_log_rewrites ? LOG : DEBUG1,
             "qprop: the bounds stay quals: %s", note);
        sels = NIL;
    }
    if (bounds_on_original(out, nbounds, sels, parse, result))
    {
        result = parse;
        out->on_original = true;
    }
    if (sels != NIL)
        bounds_at_plan_time(sels, &out->plan_time_bounds);
    if (sels != NIL && qp_bounds_estimate)
        estimate_ranges(sels);
    out->selectors = sels;
    if (qp_log_rewrites)
        ereport(LOG, (errmsg("qprop: rewrote the statement: %s%s",
                             outcome_line(out), out->on_original
                             ? " (the bounds on the statement as written)"
                             : ""),
                      errdetail_internal("%s", sql)));
    rewritten_sql = pstrdup(sql);
    result->queryId = parse->queryId;
    result->canSetTag = parse->canSetTag;
    result->stmt_location = parse->stmt_location;
    result->stmt_len = parse->stmt_len;
    result->querySource = parse->querySource;
    out->rewritten = true;

done:
    if (stmt)
        qprop_stmt_free(stmt);
    qprop_input_close(input);
    return result;
}

/* ---- statements left to PostgreSQL at once ---- */

/*
 * Whether qprop can add nothing to 'parse' that PostgreSQL does not find
 * itself, decided from the Query tree alone, before any text, catalog or
 * subtransaction: the statement reads at most one relation (the target
 * of an INSERT aside), anywhere in it, and that one is not a partitioned
 * table.  qprop's rewrites move predicates and partition bounds between
 * relations (through joins, subqueries, CTEs and set operations); with a
 * single relation there is no other to move them to, and without a
 * partitioned table there is no pruning to add to PostgreSQL's.  What
 * qprop could still derive inside one plain table (b > 5 from a = b AND
 * a > 5) changes no scan PostgreSQL would not choose from the written
 * predicates, so the statement is not worth the round trip.  A short
 * OLTP statement (pgbench -S) pays only this walk.
 */
typedef struct lone_walk
{
    RangeTblEntry *target; /* an INSERT's target: written, not read */
    int relations;         /* RTE_RELATION entries read */
    bool partitioned;      /* one of them is a partitioned table */
} lone_walk;

static bool
lone_walker(Node *node, lone_walk *w)
{
    if (node == NULL)
        return false;
    if (IsA(node, RangeTblEntry))
    {
        RangeTblEntry *rte = (RangeTblEntry *) node;

        if (rte->rtekind == RTE_RELATION && rte != w->target)
        {
            w->relations++;
            if (rte->relkind == RELKIND_PARTITIONED_TABLE)
                w->partitioned = true;
        }
        /* stop as soon as the answer is known */
        return w->relations > 1 || w->partitioned;
    }
    if (IsA(node, Query))
        return query_tree_walker((Query *) node, lone_walker, w,
                                 QTW_EXAMINE_RTES_BEFORE);
    return expression_tree_walker(node, lone_walker, w);
}

/* The relations of the range tables of 'q' and of the Queries of its
   derived tables and WITH items, recursively, counted into 'w' as
   lone_walker() counts them (each of them is an entry it meets too):
   true when that decides, without walking an expression (TPC-DS q47:
   the walk was 50,000 instructions of each planning). */
static bool
lone_tables(Query *q, lone_walk *w)
{
    ListCell *lc;

    foreach(lc, q->rtable)
    {
        RangeTblEntry *rte = lfirst_node(RangeTblEntry, lc);

        if (rte->rtekind == RTE_RELATION && rte != w->target)
        {
            w->relations++;
            if (rte->relkind == RELKIND_PARTITIONED_TABLE)
                w->partitioned = true;
            if (w->relations > 1 || w->partitioned)
                return true;
        }
    }
    foreach(lc, q->rtable)
    {
        RangeTblEntry *rte = lfirst_node(RangeTblEntry, lc);

        if (rte->rtekind == RTE_SUBQUERY && rte->subquery != NULL &&
            lone_tables(rte->subquery, w))
            return true;
    }
    foreach(lc, q->cteList)
    {
        CommonTableExpr *cte = lfirst_node(CommonTableExpr, lc);

        if (cte->ctequery != NULL && IsA(cte->ctequery, Query) &&
            lone_tables((Query *) cte->ctequery, w))
            return true;
    }
    return false;
}

static bool
nothing_to_add(Query *parse)
{
    lone_walk w = {0};
    ListCell *lc;

    if (parse->commandType == CMD_INSERT && parse->resultRelation > 0)
        w.target = rt_fetch(parse->resultRelation, parse->rtable);
    /* The common short statement first: no subquery anywhere (no SubLink,
       no WITH, no derived table), so its range table is all it reads and
       the tree need not be walked (pgbench -S: a third of the instructions
       the extension adds to the statement, bench/pgbench_instructions.sh). */
    if (!parse->hasSubLinks && parse->cteList == NIL)
    {
        foreach(lc, parse->rtable)
        {
            RangeTblEntry *rte = lfirst_node(RangeTblEntry, lc);

            if (rte->rtekind == RTE_SUBQUERY)
                break;
            if (rte->rtekind == RTE_RELATION && rte != w.target &&
                (++w.relations > 1 ||
                 rte->relkind == RELKIND_PARTITIONED_TABLE))
                return false;
        }
        if (lc == NULL)
            return true;
    }
    /* the range tables first; what they leave open, the whole walk */
    w.relations = 0;
    w.partitioned = false;
    if (lone_tables(parse, &w))
        return false;
    w.relations = 0;
    w.partitioned = false;
    return !lone_walker((Node *) parse, &w);
}

/* ---- statements rewritten before (qprop.rewrite_memo) ---- */

/*
 * A backend remembers the outcome of the statements it took, the most
 * recently used that fit in qprop.rewrite_memo (kB; 1,024 at most): the
 * rewritten Query, or that qprop adds nothing to the statement (not a
 * refusal or an error, which may not happen again).  The same statement planned again (a
 * report or dashboard sent as text, a custom plan of a prepared
 * statement) then costs a comparison and a copy instead of qprop's
 * parse, bind, rewrite and print and PostgreSQL's analysis of qprop's
 * SQL.  A remembered outcome is used only when all of these are what
 * they were:
 *   - the statement's text and the Query PostgreSQL analysed from it
 *     (equal(): the same relations, functions, operators, constants and
 *     parameter types, so a search_path that resolves a name to another
 *     relation is another statement);
 *   - the catalog qprop was given: the epoch changes with any relcache
 *     invalidation of a relation the catalog holds (ALTER TABLE, a
 *     partition created, attached, detached or dropped, an index, a
 *     GRANT, ANALYZE's reltuples), with any change of a schema, and
 *     when the catalog is thrown away;
 *   - the user (a rewrite is taken only when the user may read what it
 *     reads; the check is made again on each use all the same, as role
 *     memberships change without an invalidation), the search path as
 *     schema OIDs, and the settings that change qprop's reading or
 *     PostgreSQL's analysis of qprop's SQL (memo_settings()).
 * The relations the rewritten Query reads are locked as its analysis
 * would have locked them (a partition qprop names directly is not one
 * the original's analysis locked), and the epoch is checked again after
 * the locks, which take in the invalidations.  Not remembered: bounds
 * computed when planning (they are data) and bounds given as pruning.
 * Least recently used first out.
 */
typedef struct qp_memo
{
    MemoryContext mcxt;   /* holds everything below */
    uint32 hash;          /* of the text */
    char *text;           /* the statement's text */
    char *settings;       /* memo_settings() */
    Oid userid;
    uint64 epoch;         /* cache_epoch when it was made */
    Query *orig;          /* the Query as analysed by PostgreSQL */
    Query *result;        /* the rewritten Query; NULL: planned as written */
    char *why;            /* ... and why, for the log (always "" now) */
    char *sql;            /* qprop's SQL, for the log */
    qp_outcome out;       /* rewritten, runtime_bounds, stats */
    List *selectors;      /* of qp_selector: the bounds the hooks give,
                             as bound_selectors() made them */
    List *lock_rtes;      /* of RangeTblEntry: result's relations in the
                             order lock_walker() meets them */
    List *queries;        /* of Query: result's levels in the order
                             perms_walker() meets them */
    Size bytes;           /* memory held by mcxt */
    int pins;             /* plannings whose selectors share its memory */
    bool dropped;         /* out of the memo: freed when no more pinned */
} qp_memo;

/* A copy of selector 'sel' as bound_selectors() made it: nothing of a
   planning.  With 'shared', in a planning from the memo, the alias, the
   build side's text and Query are the memo's own, which nothing writes
   (make_bound_initplan() plans a copy) and which the pin of the memo's
   entry keeps while the statement is planned (memo_unpin()); else
   copies in the current memory context. */
static qp_selector *
selector_copy(const qp_selector *sel, bool shared)
{
    qp_selector *c = palloc0(sizeof *c);

    c->alias = shared ? sel->alias : pstrdup(sel->alias);
    c->relid = sel->relid;
    c->attno = sel->attno;
    c->vartype = sel->vartype;
    c->vartypmod = sel->vartypmod;
    c->varcollid = sel->varcollid;
    c->lo_opno = sel->lo_opno;
    c->hi_opno = sel->hi_opno;
    c->build_sql = shared ? sel->build_sql : pstrdup(sel->build_sql);
    if (shared)
    {
        c->build = sel->build;
        c->build_top = sel->build_top;
        c->build_sub = sel->build_sub;
    }
    else
    {
        c->build = copyObject(sel->build);
        split_build(c);
    }
    c->build_rows = sel->build_rows;
    c->params = sel->params;
    c->hash = sel->hash;
    c->plan_time = sel->plan_time;
    return c;
}

#define MEMO_MAX 1024  /* entries at most, whatever their size */
static qp_memo **memo = NULL; /* most recently used first */
static int memo_n = 0;
static Size memo_bytes = 0;   /* their memory, all told */

/* Out of the memo; freed now, or when the last planning that shares
   its memory is done with it (memo_unpin()). */
static void
memo_drop(int i)
{
    qp_memo *m = memo[i];

    memo_bytes -= m->bytes;
    memmove(memo + i, memo + i + 1, (memo_n - i - 1) * sizeof *memo);
    memo_n--;
    if (m->pins > 0)
        m->dropped = true;
    else
        MemoryContextDelete(m->mcxt);
}

/* The planning of 'out' is done with the memo entry its selectors
   share (memo_use()).  A planning may drop entries while another is
   planned inside it (a function that runs SQL when it is folded), or
   take a setting that shrinks the memo. */
static void
memo_unpin(qp_outcome *out)
{
    qp_memo *m = out->memo;

    if (m == NULL)
        return;
    out->memo = NULL;
    if (--m->pins == 0 && m->dropped)
        MemoryContextDelete(m->mcxt);
}

/* Forget the least recently used until the rest fits in 'kb'. */
static void
memo_fit(int kb)
{
    while (memo_n > 0 && memo_bytes > (Size) kb * 1024)
        memo_drop(memo_n - 1);
}

/* qprop.rewrite_memo changed: forget what no longer fits. */
static void
memo_assign(int newval, void *extra)
{
    memo_fit(newval);
}

/* The statement's text: the query string's slice that is 'parse'. */
static char *
memo_text(Query *parse, const char *query_string, int *len)
{
    int start = Max(parse->stmt_location, 0);

    *len = parse->stmt_len > 0 ? parse->stmt_len
                               : (int) strlen(query_string + start);
    return (char *) query_string + start;
}

/* The search path (schema OIDs, as the session resolves it now) and
   the settings a rewrite depends on beyond the Query and the catalog:
   TimeZone (its name, as qprop is given it), DateStyle, IntervalStyle,
   standard_conforming_strings, transform_null_equals and the qprop.*
   settings of the rewrite and its bounds.  Read from the variables the
   settings assign, not through GetConfigOption(): this runs for every
   statement the hook takes. */
typedef struct memo_inputs
{
    int ints[11];    /* DateStyle ... qp_plan_time_rows, as formatted */
    char tz[64];     /* session_tz(), or "" when longer */
    char *rules;     /* qp_rules */
    List *path;      /* the schema OIDs */
} memo_inputs;

static memo_inputs memo_last;      /* what memo_last_key was made of */
static char *memo_last_key = NULL; /* in TopMemoryContext */

static char *
memo_settings(void)
{
    StringInfoData s;
    List *path = fetch_search_path(false);
    const char *tz = session_tz();
    const char *rules = qp_rules ? qp_rules : "";
    int ints[11] = {DateStyle, DateOrder, IntervalStyle,
                    (int) standard_conforming_strings,
                    (int) Transform_null_equals, (int) qp_runtime_pruning,
                    (int) qp_bounds_as_pruning, (int) qp_plan_time_bounds,
                    (int) keyset_enabled(), qp_plan_time_rows, 0};
    ListCell *lc;
    MemoryContext old;

    /* the same inputs as the last time: the same key, not formatted
       again (a tenth of the memo's lookup) */
    if (memo_last_key != NULL &&
        memcmp(ints, memo_last.ints, sizeof ints) == 0 &&
        strlen(tz) < sizeof memo_last.tz && strcmp(tz, memo_last.tz) == 0 &&
        strcmp(rules, memo_last.rules) == 0 && equal(path, memo_last.path))
    {
        list_free(path);
        return memo_last_key;
    }
    initStringInfo(&s);
    foreach(lc, path)
        appendStringInfo(&s, "%u,", lfirst_oid(lc));
    appendStringInfo(&s, ";%s;%d/%d;%d;%d%d;%d%d%d%d;%d;%s", tz,
                     DateStyle, DateOrder, IntervalStyle,
                     (int) standard_conforming_strings,
                     (int) Transform_null_equals, (int) qp_runtime_pruning,
                     (int) qp_bounds_as_pruning, (int) qp_plan_time_bounds,
                     (int) keyset_enabled(), qp_plan_time_rows, rules);
    if (strlen(tz) >= sizeof memo_last.tz)
    {
        list_free(path);
        return s.data; /* not remembered */
    }
    /* remembered; the key of the last time is let go (a caller holds a
       key only until its statement's rewrite is looked up or stored) */
    old = MemoryContextSwitchTo(TopMemoryContext);
    if (memo_last_key != NULL)
    {
        pfree(memo_last_key);
        pfree(memo_last.rules);
        list_free(memo_last.path);
    }
    memo_last_key = pstrdup(s.data);
    memo_last.rules = pstrdup(rules);
    /* not list_copy(): the library has one of its own */
    memo_last.path = NIL;
    foreach(lc, path)
        memo_last.path = lappend_oid(memo_last.path, lfirst_oid(lc));
    MemoryContextSwitchTo(old);
    memcpy(memo_last.ints, ints, sizeof ints);
    strlcpy(memo_last.tz, tz, sizeof memo_last.tz);
    list_free(path);
    pfree(s.data);
    return memo_last_key;
}

/* The relation entries of a rewritten Query, for memo_use() to lock,
   in the order of the walk (into '*rtes'). */
static bool
lock_collect(Node *node, List **rtes)
{
    if (node == NULL)
        return false;
    if (IsA(node, RangeTblEntry))
    {
        RangeTblEntry *rte = (RangeTblEntry *) node;

        if (rte->rtekind == RTE_RELATION)
            *rtes = lappend(*rtes, rte);
        return false;
    }
    if (IsA(node, Query))
        return query_tree_walker((Query *) node, lock_collect, rtes,
                                 QTW_EXAMINE_RTES_BEFORE);
    return expression_tree_walker(node, lock_collect, rtes);
}

/* The Query levels of a rewritten Query, for memo_use() to check the
   privileges of, in perms_walker()'s order (into '*queries'). */
static bool
perms_collect(Node *node, List **queries)
{
    if (node == NULL)
        return false;
    if (IsA(node, Query))
    {
        *queries = lappend(*queries, node);
        return query_tree_walker((Query *) node, perms_collect, queries, 0);
    }
    return expression_tree_walker(node, perms_collect, queries);
}

/* The remembered outcome for 'parse', moved to the front; NULL when
   there is none that holds now. */
static qp_memo *
memo_find(Query *parse, const char *query_string, const char *settings)
{
    int len, i;
    char *text = memo_text(parse, query_string, &len);
    uint32 h = hash_bytes((const unsigned char *) text, len);
    qp_memo *m;

    for (i = 0; i < memo_n; i++)
    {
        m = memo[i];
        if (m->epoch != cache_epoch)
        {
            /* made with a catalog that is gone: never valid again */
            memo_drop(i--);
            continue;
        }
        if (m->hash == h && !cache_stale &&
            m->userid == GetUserId() && strlen(m->text) == (size_t) len &&
            memcmp(m->text, text, len) == 0 &&
            strcmp(m->settings, settings) == 0 && equal(m->orig, parse))
        {
            memmove(memo + 1, memo, i * sizeof *memo);
            memo[0] = m;
            return m;
        }
    }
    return NULL;
}

/* Remember the outcome of 'orig' (copied before it is planned).  May
   raise an error (out of memory): the caller catches it. */
static void
memo_store(Query *orig, const char *query_string, const char *settings,
           Query *result, const char *why, const char *sql,
           const qp_outcome *out)
{
    MemoryContext mcxt, old;
    qp_memo *m;
    int len;
    char *text = memo_text(orig, query_string, &len);
    ListCell *lc;

    if (memo == NULL)
        memo = MemoryContextAlloc(TopMemoryContext, MEMO_MAX * sizeof *memo);
    /* blocks of at most 64 kB: a Query of 100 kB wastes little */
    mcxt = AllocSetContextCreate(TopMemoryContext, "qprop rewrite memo",
                                 0, 8 * 1024, 64 * 1024);
    old = MemoryContextSwitchTo(mcxt);
    PG_TRY();
    {
        m = palloc0(sizeof *m);
        m->mcxt = mcxt;
        m->hash = hash_bytes((const unsigned char *) text, len);
        m->text = pnstrdup(text, len);
        m->settings = pstrdup(settings);
        m->userid = GetUserId();
        m->epoch = cache_epoch;
        m->orig = copyObject(orig);
        /* the original with the bounds: nothing more to keep */
        m->result = result && !out->on_original ? copyObject(result) : NULL;
        m->why = pstrdup(why);
        m->sql = sql ? pstrdup(sql) : NULL;
        m->out.rewritten = out->rewritten;
        m->out.runtime_bounds = out->runtime_bounds;
        m->out.on_original = out->on_original;
        m->out.stats = out->stats;
        foreach(lc, out->selectors)
            m->selectors = lappend(m->selectors,
                                   selector_copy(lfirst(lc), false));
        if (m->result != NULL)
        {
            (void) lock_collect((Node *) m->result, &m->lock_rtes);
            (void) perms_collect((Node *) m->result, &m->queries);
        }
    }
    PG_CATCH();
    {
        /* out of memory: the caller's subtransaction catches it */
        MemoryContextSwitchTo(old);
        MemoryContextDelete(mcxt);
        PG_RE_THROW();
    }
    PG_END_TRY();
    MemoryContextSwitchTo(old);
    m->bytes = MemoryContextMemAllocated(mcxt, false);
    if (memo_n == MEMO_MAX)
        memo_drop(memo_n - 1);
    memmove(memo + 1, memo, memo_n * sizeof *memo);
    memo[0] = m;
    memo_n++;
    memo_bytes += m->bytes;
    memo_fit(qp_rewrite_memo); /* this one too, if it alone is too big */
}

/*
 * The remembered outcome 'm' for 'parse': a copy of its rewritten Query
 * (NULL: plan the original, with 'why'), or false in '*ok' when it no
 * longer holds after the locks.  May raise PostgreSQL errors (locks): the
 * caller catches them.
 */
static Query *
memo_use(qp_memo *m, Query *parse, qp_outcome *out, bool *ok, char *why,
         size_t whylen)
{
    Query *q;
    uint64 epoch = cache_epoch;
    ListCell *lc;

    *ok = true;
    strlcpy(why, m->why, whylen);
    if (m->out.on_original)
        q = parse; /* PostgreSQL's own Query: locked and checked as such */
    else if (m->result == NULL)
        return NULL;
    else
    {
        q = copyObject(m->result);
        /* as lock_walker() and perms_walker() over 'q' would, in their
           order, from the lists memo_store() made of the same tree */
        foreach(lc, m->lock_rtes)
            LockRelationOid(lfirst_node(RangeTblEntry, lc)->relid,
                            lfirst_node(RangeTblEntry, lc)->rellockmode);
        if (cache_epoch != epoch || cache_stale)
        {
            *ok = false; /* an invalidation came in with the locks */
            return NULL;
        }
        foreach(lc, m->queries)
            if (!qp_check_perms(lfirst_node(Query, lc)))
            {
                snprintf(why, whylen, "the rewritten query needs privileges "
                         "the original did not");
                return NULL;
            }
    }
    q->queryId = parse->queryId;
    q->canSetTag = parse->canSetTag;
    q->stmt_location = parse->stmt_location;
    q->stmt_len = parse->stmt_len;
    q->querySource = parse->querySource;
    out->rewritten = m->out.rewritten;
    out->runtime_bounds = m->out.runtime_bounds;
    out->on_original = m->out.on_original;
    out->stats = m->out.stats;
    if (qp_log_rewrites)
        ereport(LOG, (errmsg("qprop: rewrote the statement (remembered): %s%s",
                             outcome_line(out), out->on_original
                             ? " (the bounds on the statement as written)"
                             : ""),
                      errdetail_internal("%s", m->sql ? m->sql : "")));
    /* the bounds the hooks give, fresh for this planning, sharing the
       entry's memory: pinned until qp_planner() is done with it (or
       try_rewrite() catches an error) */
    out->selectors = NIL;
    foreach(lc, m->selectors)
        out->selectors = lappend(out->selectors,
                                 selector_copy(lfirst(lc), true));
    if (out->selectors != NIL)
    {
        m->pins++;
        out->memo = m;
    }
    if (out->selectors != NIL && qp_bounds_estimate)
        estimate_ranges(out->selectors);
    return q;
}

/* Why the hook does not even try. */
static const char *
refusal(Query *parse, const char *query_string)
{
    if (query_string == NULL)
        return "no query text";
    if (parse->commandType != CMD_SELECT && parse->commandType != CMD_INSERT)
        return "UPDATE, DELETE and MERGE are not taken (qprop prints them as a "
               "self-join on ctid, which changes how concurrent updates are "
               "rechecked)";
    if (parse->commandType == CMD_INSERT && parse->onConflict)
        return "INSERT ... ON CONFLICT";
    if (parse->utilityStmt || parse->hasModifyingCTE || parse->rowMarks ||
        parse->querySource != QSRC_ORIGINAL)
        return "a statement with data-modifying WITH, row locks or rules";
    if (IsInParallelMode())
        return "parallel mode";
    if (DateOrder != DATEORDER_MDY || !standard_conforming_strings)
        return "DateStyle or standard_conforming_strings differ from the defaults";
    return NULL;
}

/*
 * The rewritten Query, or NULL to plan the original.  Runs in an internal
 * subtransaction: an error anywhere is caught, logged and forgotten.
 */
static Query *
try_rewrite(Query *parse, const char *query_string, qp_outcome *out)
{
    MemoryContext caller = CurrentMemoryContext;
    ResourceOwner owner = CurrentResourceOwner;
    const char *no = refusal(parse, query_string);
    char why[256] = "";
    Query *result = NULL;
    int level = qp_log_rewrites ? LOG : DEBUG1;
    const char *settings = NULL; /* the memo's key, when it is used */
    qp_memo *m = NULL;
    bool done = false;

    if (no)
    {
        elog(DEBUG1, "qprop: not rewritten: %s", no);
        return NULL;
    }
    if (qp_rewrite_memo > 0 && !out->one_shot)
    {
        settings = memo_settings();
        m = memo_find(parse, query_string, settings);
    }
    /* A remembered outcome that plans PostgreSQL's own Query (qprop adds
       nothing, or the bounds alone) takes no lock and reads no catalog:
       nothing in it can fail but an allocation, as in PostgreSQL's own
       planning of the statement, so no subtransaction is needed. */
    if (m && (m->out.on_original || m->result == NULL) && !qp_bounds_estimate)
    {
        bool ok;

        result = memo_use(m, parse, out, &ok, why, sizeof why);
        Assert(ok);
        if (result == NULL && why[0])
            elog(level, "qprop: not rewritten: %s", why);
        return result;
    }
    rewritten_sql = NULL;
    in_qprop = true;
    BeginInternalSubTransaction(NULL);
    MemoryContextSwitchTo(caller);
    PG_TRY();
    {
        if (m)
            result = memo_use(m, parse, out, &done, why, sizeof why);
        if (!done)
        {
            result = rewrite_query(parse, query_string, out, why, sizeof why);
            /* remembered unless the catalog changed on the way; a refusal
               or an error is not (it may not happen again: out of
               memory) */
            if (settings && !cache_stale &&
                (result != NULL || why[0] == '\0'))
                memo_store(parse, query_string, settings, result, why,
                           rewritten_sql, out);
        }
        ReleaseCurrentSubTransaction();
        MemoryContextSwitchTo(caller);
        CurrentResourceOwner = owner;
    }
    PG_CATCH();
    {
        ErrorData *edata;

        MemoryContextSwitchTo(caller);
        edata = CopyErrorData();
        FlushErrorState();
        RollbackAndReleaseCurrentSubTransaction();
        MemoryContextSwitchTo(caller);
        CurrentResourceOwner = owner;
        snprintf(why, sizeof why, "error: %s", edata->message);
        FreeErrorData(edata);
        /* the catalog may be half built */
        cache_stale = true;
        cache_epoch++;
        result = NULL;
        out->rewritten = false;
        out->selectors = NIL;
        memo_unpin(out);
    }
    PG_END_TRY();
    in_qprop = false;
    if (result == NULL && why[0])
        elog(level, "qprop: not rewritten: %s", why);
    return result;
}

static PlannedStmt *
plan_it(Query *parse, const char *query_string, int cursorOptions,
        ParamListInfo boundParams)
{
    if (prev_planner_hook)
        return prev_planner_hook(parse, query_string, cursorOptions,
                                 boundParams);
    return standard_planner(parse, query_string, cursorOptions, boundParams);
}

/*
 * 'ps', the plan of a rewrite, or the plan of 'orig', the statement as
 * written, when the rewrite turned a correlated subquery into a join to
 * its groups (subquery_decorrelate) and PostgreSQL's costs say the
 * statement as written is cheaper.  A correlated subquery runs once per
 * outer row, and PostgreSQL costs it so (cost_subplan()): that is
 * dearest for many outer rows (TPC-DS q01, q06: seconds), cheapest for
 * a few rows that an index leads to the few rows of their group (a
 * point query), where grouping a whole table would be slower.  Only
 * PostgreSQL's estimates know which, so both are planned (only these
 * statements are planned twice).  Those estimates are of the number of
 * outer rows, often far too few below a join (TPC-DS q92: 4 estimated,
 * about 11,000 run, at 10,000 per run of its subquery, 13.5 s against
 * 0.26 s decorrelated), so the statement as written is kept only where
 * it is cheaper and each run of its subqueries costs less than a tenth
 * of the whole rewrite (SUBPLAN_SHARE): ten times the outer rows
 * estimated then cost it at most another rewrite's worth.
 */
#define SUBPLAN_SHARE 0.1

static PlannedStmt *
cheaper_of(PlannedStmt *ps, Query *orig, qp_outcome *out,
           const char *query_string, int cursorOptions,
           ParamListInfo boundParams)
{
    PlannedStmt *as_written;
    List *pending = pending_selectors;
    ListCell *lc;
    Cost run = 0;

    if (out->stats.subqueries_decorrelated == 0)
        return ps;
    pending_selectors = NIL;
    PG_TRY();
    {
        as_written = plan_it(orig, query_string, cursorOptions, boundParams);
    }
    PG_FINALLY();
    {
        pending_selectors = pending;
    }
    PG_END_TRY();
    foreach(lc, as_written->subplans)
        if (lfirst(lc) != NULL &&
            ((Plan *) lfirst(lc))->total_cost > run)
            run = ((Plan *) lfirst(lc))->total_cost;
    if (as_written->planTree->total_cost >= ps->planTree->total_cost ||
        run >= SUBPLAN_SHARE * ps->planTree->total_cost)
        return ps;
    out->kept_original = true;
    elog(qp_log_rewrites ? LOG : DEBUG1,
         "qprop: the statement as written plans cheaper (%.2f) than its "
         "decorrelated rewrite (%.2f): planned as written",
         as_written->planTree->total_cost, ps->planTree->total_cost);
    return as_written;
}

static PlannedStmt *
qp_planner(Query *parse, const char *query_string, int cursorOptions,
           ParamListInfo boundParams)
{
    qp_outcome local, *out = explain_outcome ? explain_outcome : &local;
    Query *q = NULL, *orig = parse;
    PlannedStmt *ps = NULL;
    List *pending;
    ListCell *lc;

    explain_outcome = NULL; /* only the top statement of an EXPLAIN */
    memset(out, 0, sizeof *out);
    out->stats.size = sizeof out->stats;
    out->one_shot = plan_time_ok(parse, query_string);
    explain_top = false;
    last_analyzed = NULL;
    if (qp_enabled && !in_qprop && !nothing_to_add(parse))
        q = try_rewrite(parse, query_string, out);
    if (q)
        parse = q;
    else
        out->selectors = NIL;
    if (out->selectors == NIL && pending_selectors == NIL)
    {
        memo_unpin(out);
        ps = plan_it(parse, query_string, cursorOptions, boundParams);
        return q ? cheaper_of(ps, orig, out, query_string, cursorOptions,
                              boundParams)
                 : ps;
    }
    /* the hooks give PostgreSQL this statement's bounds, and only
       this statement's (another may be planned while it is: SPI) */
    pending = pending_selectors;
    pending_selectors = out->selectors;
    PG_TRY();
    {
        ps = plan_it(parse, query_string, cursorOptions, boundParams);
    }
    PG_FINALLY();
    {
        pending_selectors = pending;
        memo_unpin(out);
    }
    PG_END_TRY();
    if (out->selectors != NIL)
        fix_prune_params(ps, out->selectors);
    /* a HASH bound whose key set was not made was given to nothing
       (qp_rel_pathlist()): the qprop: line does not count it */
    foreach(lc, out->selectors)
        if (((qp_selector *) lfirst(lc))->hash &&
            ((qp_selector *) lfirst(lc))->applied == 0 &&
            out->runtime_bounds > 0)
            out->runtime_bounds--;
    return q ? cheaper_of(ps, orig, out, query_string, cursorOptions,
                          boundParams)
             : ps;
}

/* EXPLAIN: as PostgreSQL does it, then a line saying what qprop did. */
static void
qp_explain(Query *query, int cursorOptions, IntoClause *into, ExplainState *es,
           const char *queryString, ParamListInfo params,
           QueryEnvironment *queryEnv)
{
    qp_outcome out;
    PlannedStmt *plan;
    instr_time start, duration;
    BufferUsage buf_start, buf_usage;

    memset(&out, 0, sizeof out);
    if (es->buffers)
        buf_start = pgBufferUsage;
    INSTR_TIME_SET_CURRENT(start);
    explain_outcome = &out;
    explain_top = queryString != NULL && queryString == debug_query_string;
    if (prev_explain_hook)
    {
        /* another module explains: it plans, we add our line after */
        PG_TRY();
        {
            prev_explain_hook(query, cursorOptions, into, es, queryString,
                              params, queryEnv);
        }
        PG_FINALLY();
        {
            explain_outcome = NULL;
            explain_top = false;
        }
        PG_END_TRY();
        goto line;
    }
    PG_TRY();
    {
        plan = pg_plan_query(query, queryString, cursorOptions, params);
    }
    PG_FINALLY();
    {
        explain_outcome = NULL;
        explain_top = false;
    }
    PG_END_TRY();
    INSTR_TIME_SET_CURRENT(duration);
    INSTR_TIME_SUBTRACT(duration, start);
    if (es->buffers)
    {
        memset(&buf_usage, 0, sizeof buf_usage);
        BufferUsageAccumDiff(&buf_usage, &pgBufferUsage, &buf_start);
    }
    qp_explain_one_plan(plan, into, es, queryString, params, queryEnv,
                        &duration, es->buffers ? &buf_usage : NULL);
line:
    if (out.rewritten && es->format == EXPLAIN_FORMAT_TEXT)
        ExplainPropertyText("qprop", outcome_line(&out), es);
}

/* qprop.rules: every name must be one of qprop's rules. */
static bool
check_rules(char **newval, void **extra, GucSource source)
{
    char *copy = pstrdup(*newval ? *newval : "");
    char *tok, *save = NULL;

    for (tok = strtok_r(copy, ", ", &save); tok; tok = strtok_r(NULL, ", ", &save))
    {
        int i, n = qprop_rule_count();
        const char *name;

        for (i = 0; i < n; i++)
            if (qprop_rule_info(i, &name, NULL, NULL) == QPROP_OK &&
                strcmp(name, tok) == 0)
                break;
        if (i == n && strcmp(tok, "all") != 0)
        {
            GUC_check_errdetail("\"%s\" is not a qprop rule.", tok);
            pfree(copy);
            return false;
        }
    }
    pfree(copy);
    return true;
}

void
_PG_init(void)
{
    DefineCustomBoolVariable("qprop.enabled",
                             "Rewrite queries with qprop before planning them.",
                             NULL, &qp_enabled, true, PGC_USERSET, 0,
                             NULL, NULL, NULL);
    DefineCustomStringVariable("qprop.rules",
                               "Comma-separated qprop rules to turn off.",
                               NULL, &qp_rules, "", PGC_USERSET, 0,
                               check_rules, NULL, NULL);
    DefineCustomBoolVariable("qprop.runtime_pruning",
                             "Let qprop add dynamic partition elimination.",
                             NULL, &qp_runtime_pruning, true, PGC_USERSET, 0,
                             NULL, NULL, NULL);
    DefineCustomBoolVariable("qprop.log_rewrites",
                             "Log each rewrite and each fallback at LOG.",
                             NULL, &qp_log_rewrites, false, PGC_USERSET, 0,
                             NULL, NULL, NULL);
    DefineCustomBoolVariable("qprop.plan_time_bounds",
                             "Compute qprop's execution-time partition bounds "
                             "when planning, where that is exact.",
                             "Only for a top-level statement planned to run "
                             "at once under REPEATABLE READ or SERIALIZABLE.",
                             &qp_plan_time_bounds, false, PGC_USERSET, 0,
                             NULL, NULL, NULL);
    DefineCustomIntVariable("qprop.plan_time_rows",
                            "Largest number of rows (reltuples) a bound may "
                            "read when planning.",
                            NULL, &qp_plan_time_rows, 100000, 0, INT_MAX,
                            PGC_USERSET, 0, NULL, NULL, NULL);
    DefineCustomBoolVariable("qprop.bounds_as_pruning",
                             "Give qprop's execution-time bounds to PostgreSQL "
                             "as run-time partition pruning, not as quals.",
                             "The plan and its estimates stay PostgreSQL's "
                             "own; the bounds are computed by an initplan "
                             "when executing.",
                             &qp_bounds_as_pruning, true, PGC_USERSET, 0,
                             NULL, NULL, NULL);
    DefineCustomBoolVariable("qprop.bounds_estimate",
                             "With qprop.bounds_as_pruning, estimate the "
                             "partitions a bound leaves out as empty.",
                             "The build side is read when planning (within "
                             "qprop.plan_time_rows) for the estimate only; "
                             "the pruning is done when executing.",
                             &qp_bounds_estimate, false, PGC_USERSET, 0,
                             NULL, NULL, NULL);
    DefineCustomBoolVariable("qprop.bounds_filter",
                             "With qprop.bounds_as_pruning, filter the rows "
                             "of the partitions a bound keeps by it too.",
                             "The filter is added after the partitions are "
                             "sized: no estimate sees it.",
                             &qp_bounds_filter, true, PGC_USERSET, 0,
                             NULL, NULL, NULL);
    keyset_init();
    DefineCustomIntVariable("qprop.rewrite_memo",
                            "Memory a session may keep its statements' "
                            "rewrites in (0: none).",
                            "A statement planned again with the same text, "
                            "analysis, catalog, user and settings reuses "
                            "its rewrite.",
                            &qp_rewrite_memo, 4096, 0, MAX_KILOBYTES,
                            PGC_USERSET, GUC_UNIT_KB, NULL, memo_assign,
                            NULL);
    MarkGUCPrefixReserved("qprop");

    CacheRegisterRelcacheCallback(qp_relcache_callback, (Datum) 0);
    CacheRegisterSyscacheCallback(NAMESPACEOID, qp_namespace_callback,
                                  (Datum) 0);
    prev_planner_hook = planner_hook;
    planner_hook = qp_planner;
    prev_explain_hook = ExplainOneQuery_hook;
    ExplainOneQuery_hook = qp_explain;
    prev_analyze_hook = post_parse_analyze_hook;
    post_parse_analyze_hook = qp_analyze;
    prev_rel_pathlist_hook = set_rel_pathlist_hook;
    set_rel_pathlist_hook = qp_rel_pathlist;
    prev_relation_info_hook = get_relation_info_hook;
    get_relation_info_hook = qp_relation_info;
}
