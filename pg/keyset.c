/*
 * pg/keyset.c — exact key sets as run-time pruning (issue 36 item 4,
 * design (a) of doc/pg-partition-selector.md)
 *
 * A bound given as run-time pruning (pg/qprop.c, qp_rel_pathlist()) prunes
 * a partitioned relation by key >= $lo AND key <= $hi, the min and max of
 * its build side's keys computed by one initplan.  That reads every
 * partition between them: every November of monthly partitions reads all
 * the months from the first November to the last.
 *
 * PostgreSQL prunes by an OR of equalities to an initplan's Params (each
 * arm an operator step, combined by union: partprune.c,
 * gen_partprune_steps_internal(); a NULL value selects no partition for
 * its arm, perform_pruning_base_step()), not by key = ANY($array) (a
 * non-Const array is no pruning clause: match_clause_to_partition_key()).
 * So the bound's initplan also returns an array $arr of representative
 * keys, at most one per *bucket* of the partition bounds, and the
 * partitioned relation gets
 *
 *     key = ($arr)[1] OR key = ($arr)[2] OR ... OR key = ($arr)[n]
 *
 * beside the range, in its baserestrictinfo only, after its size and paths
 * are made (as the range: no estimate sees it and no partition's scan
 * filters with it; it is *not* a row filter, and never put on a leaf).
 *
 * The buckets: t_1 < ... < t_m, the distinct values of the partition
 * bounds (PartitionBoundInfo's datums, as the planner has them); bucket j
 * is width_bucket(k, '{t_1,...,t_m}') (0..m), the keys in [t_j, t_j+1).
 *
 *   RANGE  a bucket lies within one partition, or within a gap between
 *          partitions (the DEFAULT partition's, or none's): bounds are
 *          [lower, upper), each a t.  So the least key of each bucket
 *          routes to the partition (or gap) holding the bucket, and every
 *          partition holding a key holds some bucket's least key.
 *   LIST   t_j is a listed value; a bucket holds t_j and values listed by
 *          no partition (the DEFAULT's).  Its least key is t_j when the
 *          build side has t_j, and its greatest is a DEFAULT key when it
 *          has one: with a DEFAULT partition both are kept (2 (m+1)
 *          arms), else the least only.
 *
 *   HASH   PostgreSQL routes key k to boundinfo->indexes[rowHash % M]
 *          (execPartition.c get_partition_for_tuple()), M the greatest
 *          modulus (boundinfo->nindexes), rowHash =
 *          hash_combine64(0, h) = h + 0x49a0f4dd15e5a8e3 mod 2^64
 *          (partbounds.c compute_partition_hash_value(), common/
 *          hashfn.h), h the partition key's extended hash support
 *          function (partsupfunc, HASHEXTENDED_PROC of its opfamily) of
 *          k with seed HASH_PARTITION_SEED.  The build query computes
 *          the same: the function called on k (FuncExpr put in place of
 *          a placeholder after analysis: date's is hashint4extended,
 *          which SQL could not call on a date), the sum taken mod 2^64
 *          and then mod M in bigint halves (hash_bucket_sql()), and the
 *          bucket's partition
 *          index read from '{i_0,...,i_M-1}'::int4[] (-1: none); the
 *          group is that index, so the least key of a group routes to
 *          its partition: one arm per partition (moduli 4 and 8 mixed:
 *          a modulus-4 partition is two buckets, one arm), and one for
 *          the buckets no partition holds (its key routes nowhere).
 *          The range is useless here: pg/qprop.c gives a HASH bound as
 *          its key set alone, or not at all.
 *
 * So every partition holding a key of the build side is kept, exactly
 * those (with the DEFAULT of a LIST, a bucket whose keys are all listed
 * can keep nothing more).  NULL keys are left out (WHERE k IS NOT NULL:
 * the join is strict); an empty build side makes the array NULL, every
 * arm NULL, every partition pruned.  The bounds are those the plan was
 * made with: a cached plan is made again when a partition is attached or
 * created (the parent's relcache invalidation), and a partition attached
 * between planning and execution of one statement is not in the plan.
 *
 * The initplan is one query over the build side,
 *
 *     SELECT min(m), max(x), array_agg(m) [|| array_agg(x)]
 *     FROM (SELECT min(k) AS m, max(k) AS x FROM (build OFFSET 0) AS b (k)
 *           WHERE k IS NOT NULL GROUP BY width_bucket(k, '{t}'::T[])) AS g
 *
 * one pass, a hash aggregate of at most m+1 groups, O(log m) per key
 * (the generic width_bucket() compares by the type's default btree
 * opclass: required of the partition key).  It replaces the bound's
 * min/max query (same min, same max).
 *
 * For HASH the query groups by the partition (above) instead of
 * width_bucket(): three calls of the hash function and a dozen bigint
 * operations per key (0.2 us a key more than width_bucket()).
 *
 * Where it does not apply the bound stays min/max (HASH: no bound at
 * all): a key of more than one column or an expression, a collatable key
 * type (width_bucket would compare by the build column's collation; a
 * HASH function would hash by it), an operator class that is not the
 * type's default (RANGE and LIST; HASH needs the type's btree order for
 * min and max only), a sub-partitioned partition (the arms would prune
 * its sub-partitions by one key per bucket of the top level: wrong), a
 * build side reading the statement's parameters, more arms than
 * qprop.keyset_partitions, a HASH support function that is not strict,
 * is volatile or returns no bigint, a greatest modulus above
 * HASH_MAX_MODULUS, or qprop.bounds_keyset off (then the library gives no
 * HASH bound).
 */
#include "postgres.h"

#include "access/stratnum.h"
#include "catalog/partition.h"
#include "catalog/pg_proc.h"
#include "catalog/pg_am.h"
#include "catalog/pg_class.h"
#include "catalog/pg_type.h"
#include "commands/defrem.h"
#include "nodes/makefuncs.h"
#include "nodes/nodeFuncs.h"
#include "optimizer/optimizer.h"
#include "optimizer/restrictinfo.h"
#include "parser/parsetree.h"
#include "parser/scanner.h" /* compat.h's keyword tokens (16 and later) */
#include "parser/parser.h"
#include "partitioning/partbounds.h"
#include "tcop/tcopprot.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/fmgroids.h"
#include "utils/guc.h"
#include "utils/lsyscache.h"

#include "compat.h"
#include "keyset.h"

struct qp_keyset
{
    Index rti;        /* the partitioned relation */
    AttrNumber attno; /* its key column */
    Oid keytype;
    int32 keytypmod;
    Oid keycoll;
    Oid eqop;         /* the partition key's equality */
    Oid arraytype;
    char strategy;
    char *thresholds; /* '{t_1,...,t_m}'::T[], the buckets; HASH: the
                         partition index of each bucket, '{...}'::int4[] */
    char *routing;    /* what makes two key sets share one array: the
                         strategy, the thresholds, HASH's function */
    Oid hashproc;     /* HASH: the key's extended hash function */
    int modulus;      /* HASH: the greatest modulus, the buckets */
    bool with_max;    /* the array has each bucket's greatest key too */
    int narms;
    Query *build;     /* min, max, the array */
    Param *arr;
};

/* HASH: the most buckets (greatest modulus) a key set writes out */
#define HASH_MAX_MODULUS 65536

static bool ks_enabled = true;
static int ks_max_arms = 400;
static int ks_min_range = 24;

void
keyset_init(void)
{
    DefineCustomBoolVariable("qprop.bounds_keyset",
                             "With qprop.bounds_as_pruning, prune by the "
                             "partitions holding the build side's keys, "
                             "not only by their min and max.",
                             "RANGE, LIST and HASH partitions by a "
                             "one-column key of a type without collation "
                             "(HASH: no bound without it); see "
                             "pg/README.md, \"Bounds as pruning\".",
                             &ks_enabled, true, PGC_USERSET, 0, NULL, NULL,
                             NULL);
    DefineCustomIntVariable("qprop.keyset_partitions",
                            "Most pruning arms of a key set (one per bucket "
                            "of the partition bounds, two for LIST with a "
                            "DEFAULT partition, one per HASH partition); "
                            "beyond, min and max only (HASH: no bound).",
                            NULL, &ks_max_arms, 400, 0, 100000, PGC_USERSET,
                            0, NULL, NULL, NULL);
    DefineCustomIntVariable("qprop.keyset_min_range_partitions",
                            "Fewest partitions a RANGE partitioned table "
                            "keeps when planning for its bound to be a key "
                            "set; with fewer, min and max.",
                            "A key set costs 0.2 ms of planning a bound "
                            "(TPC-DS, median); with a few ranges, min and "
                            "max seldom read a partition more.",
                            &ks_min_range, 24, 0, 100000, PGC_USERSET, 0,
                            NULL, NULL, NULL);
}

bool
keyset_enabled(void)
{
    return ks_enabled;
}

/* The partition key of 'rel' if it is the one column 'attno' of a type
   key sets handle; its type in '*type'. */
static bool
key_ok(RelOptInfo *rel, AttrNumber attno, Oid *type)
{
    PartitionScheme ps = rel->part_scheme;
    Node *k;

    if (ps == NULL || ps->partnatts != 1 || rel->boundinfo == NULL ||
        rel->partexprs == NULL || list_length(rel->partexprs[0]) != 1)
        return false;
    if (ps->strategy != PARTITION_STRATEGY_RANGE &&
        ps->strategy != PARTITION_STRATEGY_LIST &&
        ps->strategy != PARTITION_STRATEGY_HASH)
        return false;
    k = linitial(rel->partexprs[0]);
    if (!IsA(k, Var) || ((Var *) k)->varattno != attno)
        return false;
    *type = ps->partopcintype[0];
    return exprType(k) == *type && !OidIsValid(get_typcollation(*type));
}

/* The partition key's operator family is its type's default btree one
   (HASH: the type has a default btree order, for min() and max()).
   Asked after the cheap tests: GetDefaultOpClass() scans pg_opclass,
   about 70,000 instructions a call, a quarter of what the bounds added
   to a statement's planning when it ran for every bound (callgrind of
   TPC-DS q42, bench/README.md). */
static bool
key_opclass_ok(RelOptInfo *rel, Oid type)
{
    PartitionScheme ps = rel->part_scheme;
    Oid opclass = GetDefaultOpClass(type, BTREE_AM_OID);

    /* HASH: min() and max() of the build side need the type's btree
       order, nothing more (the buckets are the key's own hash) */
    if (ps->strategy == PARTITION_STRATEGY_HASH)
        return OidIsValid(opclass);
    return OidIsValid(opclass) &&
           get_opclass_family(opclass) == ps->partopfamily[0];
}

/* '{t_1,...,t_m}'::T[], the distinct bound values of 'rel' (sorted by the
   planner's PartitionBoundInfo), as a SQL literal; NULL when it has none
   or more than 'max' buckets. */
static char *
thresholds_of(RelOptInfo *rel, Oid type, int max)
{
    PartitionBoundInfo bi = rel->boundinfo;
    Datum *d = palloc(sizeof(Datum) * (bi->ndatums + 1));
    int16 typlen;
    bool typbyval;
    char typalign;
    ArrayType *a;
    Oid outfn;
    bool varlena;
    int i, n = 0;

    for (i = 0; i < bi->ndatums; i++)
    {
        if (bi->kind != NULL &&
            bi->kind[i][0] != PARTITION_RANGE_DATUM_VALUE)
            continue;
        d[n++] = bi->datums[i][0];
    }
    if (n == 0 || n + 1 > max)
        return NULL;
    get_typlenbyvalalign(type, &typlen, &typbyval, &typalign);
    a = construct_array(d, n, type, typlen, typbyval, typalign);
    getTypeOutputInfo(get_array_type(type), &outfn, &varlena);
    return psprintf("%s::%s[]",
                    quote_literal_cstr(OidOutputFunctionCall(
                        outfn, PointerGetDatum(a))),
                    format_type_be_qualified(type));
}

/* HASH: the key's extended hash function (the partition key's support
   function, PostgreSQL's partsupfunc), the greatest modulus and the
   partition index of each bucket as '{i_0,...,i_M-1}'::int4[] (-1: no
   partition) into 'ks'; false when there are more than 'max' arms (one
   per distinct index) or the function is not one the build query can
   call (strict, not volatile, returning bigint). */
static bool
hash_buckets(qp_keyset *ks, RelOptInfo *rel, int max)
{
    PartitionBoundInfo bi = rel->boundinfo;
    Oid proc = rel->part_scheme->partsupfunc[0].fn_oid;
    StringInfoData buf;
    bool *seen;
    int i, n = 0;

    if (!OidIsValid(proc) || get_func_rettype(proc) != INT8OID ||
        get_func_nargs(proc) != 2 || !func_strict(proc) ||
        func_volatile(proc) == PROVOLATILE_VOLATILE ||
        bi->nindexes < 1 || bi->nindexes > HASH_MAX_MODULUS)
        return false;
    seen = palloc0(sizeof(bool) * (rel->nparts + 1));
    initStringInfo(&buf);
    appendStringInfoChar(&buf, '{');
    for (i = 0; i < bi->nindexes; i++)
    {
        int x = bi->indexes[i];

        if (x < -1 || x >= rel->nparts)
            return false;
        if (!seen[x + 1])
            n++;
        seen[x + 1] = true;
        appendStringInfo(&buf, "%s%d", i > 0 ? "," : "", x);
    }
    appendStringInfoChar(&buf, '}');
    if (n > max)
        return false;
    ks->hashproc = proc;
    ks->modulus = bi->nindexes;
    ks->narms = n;
    ks->thresholds = psprintf("%s::pg_catalog.int4[]",
                              quote_literal_cstr(buf.data));
    return true;
}

/*
 * rowHash % M in SQL, of h the placeholder hashint8extended('0', '0')
 * (hash_fix_query() puts the key's hash function in its place): rowHash
 * = h + 0x49a0f4dd15e5a8e3 mod 2^64, h taken as unsigned, in bigint
 * arithmetic that cannot overflow: h's two unsigned 32-bit halves, the
 * constant's added to them with the low half's carry, then (hi mod M) *
 * (2^32 mod M) + lo, mod M (M <= HASH_MAX_MODULUS: under 2^33).  The same
 * as mod(mod(h::numeric + 2^64 + 0x49a0f4dd15e5a8e3, 2^64), M), checked
 * on 200,012 values of h (the extremes, -1, 0, the carries' edges) for
 * eleven moduli, at a third of its cost (0.2 us a key more than
 * width_bucket()).
 */
static char *
hash_bucket_sql(int m)
{
#define QP_AND "OPERATOR(pg_catalog.&)"
#define QP_SHR "OPERATOR(pg_catalog.>>)"
#define QP_ADD "OPERATOR(pg_catalog.+)"
#define QP_MUL "OPERATOR(pg_catalog.*)"
#define QP_MOD "OPERATOR(pg_catalog.%%)"
    const char *h = "pg_catalog.hashint8extended('0'::pg_catalog.int8, "
                    "'0'::pg_catalog.int8)";
    char *lo = psprintf("(%s " QP_AND " 4294967295::pg_catalog.int8)", h);
    char *hi = psprintf("((%s " QP_SHR " 32) " QP_AND
                        " 4294967295::pg_catalog.int8)", h);
    /* 0x15e5a8e3 and 0x49a0f4dd, the constant's halves */
    char *sum = psprintf("(%s " QP_ADD " 367372515::pg_catalog.int8)", lo);
    char *lo2 = psprintf("(%s " QP_AND " 4294967295::pg_catalog.int8)", sum);
    char *carry = psprintf("(%s " QP_SHR " 32)", sum);
    char *hi2 = psprintf("((%s " QP_ADD " 1235285213::pg_catalog.int8 "
                         QP_ADD " %s) " QP_AND " 4294967295::pg_catalog.int8)",
                         hi, carry);

    return psprintf("(((%s " QP_MOD " %d::pg_catalog.int8) " QP_MUL
                    " %d::pg_catalog.int8 " QP_ADD " %s) " QP_MOD
                    " %d::pg_catalog.int8)",
                    hi2, m, (int) (UINT64CONST(4294967296) % (uint64) m), lo2,
                    m);
#undef QP_AND
#undef QP_SHR
#undef QP_ADD
#undef QP_MUL
#undef QP_MOD
}

/* In the build query's group (bucket) expression: each placeholder
   hashint8extended('0', '0') made the call of the key's own hash
   function on 'key' with PostgreSQL's partition seed. */
typedef struct hash_fix
{
    Oid proc;
    Expr *key;
    int done;
} hash_fix;

static Node *
hash_fix_mutator(Node *node, hash_fix *hf)
{
    if (node == NULL)
        return NULL;
    if (IsA(node, FuncExpr) && ((FuncExpr *) node)->funcid == F_HASHINT8EXTENDED)
    {
        Const *seed = makeConst(INT8OID, -1, InvalidOid, sizeof(int64),
                                Int64GetDatum((int64) HASH_PARTITION_SEED),
                                false, FLOAT8PASSBYVAL);

        hf->done++;
        return (Node *) makeFuncExpr(hf->proc, INT8OID,
                                     list_make2(copyObject(hf->key), seed),
                                     InvalidOid, InvalidOid,
                                     COERCE_EXPLICIT_CALL);
    }
    return expression_tree_mutator(node, hash_fix_mutator, (void *) hf);
}

/* The build query 'q' of a HASH key set with its placeholder replaced;
   false when it is not of the form build_query() wrote. */
static bool
hash_fix_query(qp_keyset *ks, Query *q)
{
    RangeTblEntry *g;
    Query *sub;
    Node *quals;
    hash_fix hf = {ks->hashproc, NULL, 0};
    ListCell *lc;

    if (list_length(q->rtable) != 1)
        return false;
    g = linitial_node(RangeTblEntry, q->rtable);
    if (g->rtekind != RTE_SUBQUERY || (sub = g->subquery) == NULL)
        return false;
    quals = sub->jointree ? sub->jointree->quals : NULL;
    if (quals != NULL && IsA(quals, List) && list_length((List *) quals) == 1)
        quals = linitial((List *) quals);
    if (quals == NULL || !IsA(quals, NullTest) ||
        ((NullTest *) quals)->nulltesttype != IS_NOT_NULL)
        return false;
    hf.key = ((NullTest *) quals)->arg;
    if (exprType((Node *) hf.key) != ks->keytype)
        return false;
    foreach(lc, sub->targetList)
    {
        TargetEntry *te = lfirst_node(TargetEntry, lc);

        te->expr = (Expr *) hash_fix_mutator((Node *) te->expr, &hf);
    }
    return hf.done == 3; /* hash_bucket_sql()'s three */
}

/* The build query 'ks' needs, from the bound's min/max query 'minmax'
   ("SELECT min(k), max(k) FROM (build OFFSET 0) AS build (k)", as
   pg/qprop.c make_selector() writes it), analysed; NULL when that is not
   its form or it does not analyse to one query of three outputs. */
static Query *
build_query(qp_keyset *ks, const char *minmax)
{
    static const char head[] = "SELECT min(k), max(k) FROM ";
    static const char tail[] = " AS build (k)";
    size_t len = strlen(minmax);
    char *from, *sql;
    List *raw, *qs;
    Query *q = NULL;

    if (strncmp(minmax, head, sizeof head - 1) != 0 ||
        len < sizeof head + sizeof tail ||
        strcmp(minmax + len - (sizeof tail - 1), tail) != 0)
        return NULL;
    from = pnstrdup(minmax + sizeof head - 1,
                    len - (sizeof head - 1) - (sizeof tail - 1));
    if (ks->strategy == PARTITION_STRATEGY_HASH)
        sql = psprintf("SELECT min(m), max(x), array_agg(m) FROM (SELECT "
                       "min(k) AS m, max(k) AS x FROM %s AS build (k) WHERE "
                       "k IS NOT NULL GROUP BY (%s)[%s::pg_catalog.int4 + 1]) "
                       "AS g",
                       from, ks->thresholds, hash_bucket_sql(ks->modulus));
    else
        sql = psprintf("SELECT min(m), max(x), %s FROM (SELECT min(k) AS m, "
                       "max(k) AS x FROM %s AS build (k) WHERE k IS NOT NULL "
                       "GROUP BY pg_catalog.width_bucket(k, %s)) AS g",
                       ks->with_max ? "pg_catalog.array_cat(array_agg(m), "
                                      "array_agg(x))"
                                    : "array_agg(m)",
                       from, ks->thresholds);
    raw = raw_parser(sql, RAW_PARSE_DEFAULT);
    if (list_length(raw) != 1)
        return NULL;
    qs = pg_analyze_and_rewrite_fixedparams(linitial_node(RawStmt, raw), sql,
                                            NULL, 0, NULL);
    if (list_length(qs) == 1)
        q = linitial_node(Query, qs);
    if (q == NULL || q->commandType != CMD_SELECT ||
        list_length(q->targetList) != 3 ||
        exprType((Node *) ((TargetEntry *) lthird(q->targetList))->expr) !=
            ks->arraytype)
        return NULL;
    if (ks->strategy == PARTITION_STRATEGY_HASH && !hash_fix_query(ks, q))
        return NULL;
    return q;
}

/* A key set for 'rel' without its build query: NULL when none applies. */
static qp_keyset *
keyset_new(PlannerInfo *root, RelOptInfo *rel, Index rti, AttrNumber attno)
{
    qp_keyset *ks;
    Oid type;
    int i, n = 0;

    if (!ks_enabled || !key_ok(rel, attno, &type) || rel->part_rels == NULL)
        return NULL;
    /* a sub-partitioned partition would be pruned by one key of each
       top-level bucket: wrong below it */
    for (i = 0; i < rel->nparts; i++)
    {
        RelOptInfo *c = rel->part_rels[i];

        if (c == NULL || IS_DUMMY_REL(c))
            continue;
        if (c->part_scheme != NULL ||
            planner_rt_fetch(c->relid, root)->relkind ==
                RELKIND_PARTITIONED_TABLE)
            return NULL;
        n++;
    }
    if (n < 2)
        return NULL; /* one partition: no Append, no pruning (setrefs) */
    /* a few ranges: min and max prune about as well, for less planning */
    if (rel->part_scheme->strategy == PARTITION_STRATEGY_RANGE &&
        n < ks_min_range)
        return NULL;
    if (!key_opclass_ok(rel, type))
        return NULL;
    ks = palloc0(sizeof *ks);
    ks->rti = rti;
    ks->attno = attno;
    ks->keytype = type;
    ks->keytypmod = -1;
    ks->keycoll = InvalidOid;
    ks->strategy = rel->part_scheme->strategy;
    ks->with_max = ks->strategy == PARTITION_STRATEGY_LIST &&
                   partition_bound_has_default(rel->boundinfo);
    ks->eqop = get_opfamily_member(rel->part_scheme->partopfamily[0], type,
                                   type,
                                   ks->strategy == PARTITION_STRATEGY_HASH
                                       ? HTEqualStrategyNumber
                                       : BTEqualStrategyNumber);
    ks->arraytype = get_array_type(type);
    if (!OidIsValid(ks->eqop) || !OidIsValid(ks->arraytype))
        return NULL;
    if (ks->strategy == PARTITION_STRATEGY_HASH)
    {
        if (!hash_buckets(ks, rel, ks_max_arms))
            return NULL;
        ks->routing = psprintf("hash %u %s", ks->hashproc, ks->thresholds);
        return ks;
    }
    ks->thresholds = thresholds_of(rel, type, ks->with_max ? ks_max_arms / 2
                                                             : ks_max_arms);
    if (ks->thresholds == NULL)
        return NULL;
    ks->routing = psprintf("%c %s", ks->strategy, ks->thresholds);
    ks->narms = (rel->boundinfo->ndatums + 1) * (ks->with_max ? 2 : 1);
    return ks;
}

qp_keyset *
keyset_make(PlannerInfo *root, RelOptInfo *rel, Index rti, AttrNumber attno,
            const char *minmax_sql)
{
    qp_keyset *ks = keyset_new(root, rel, rti, attno);

    if (ks == NULL)
        return NULL;
    ks->build = build_query(ks, minmax_sql);
    return ks->build != NULL ? ks : NULL;
}

Query *
keyset_build(qp_keyset *ks)
{
    return ks->build;
}

qp_keyset *
keyset_share(PlannerInfo *root, RelOptInfo *rel, Index rti, AttrNumber attno,
             const qp_keyset *other)
{
    qp_keyset *ks;

    if (other == NULL || other->arr == NULL)
        return NULL;
    ks = keyset_new(root, rel, rti, attno);
    if (ks == NULL || ks->keytype != other->keytype ||
        ks->strategy != other->strategy ||
        (ks->with_max && !other->with_max) ||
        strcmp(ks->routing, other->routing) != 0)
        return NULL;
    ks->with_max = other->with_max;
    ks->narms = other->narms;
    ks->arr = other->arr;
    return ks;
}

void
keyset_set_param(qp_keyset *ks, Param *arr)
{
    ks->arr = arr;
}

Param *
keyset_param(const qp_keyset *ks)
{
    return ks->arr;
}

void
keyset_add_qual(PlannerInfo *root, RelOptInfo *rel, qp_keyset *ks)
{
    List *arms = NIL;
    Expr *e;
    int i;

    for (i = 1; i <= ks->narms; i++)
    {
        SubscriptingRef *ref = makeNode(SubscriptingRef);
        Var *v = makeVar(ks->rti, ks->attno, ks->keytype, ks->keytypmod,
                         ks->keycoll, 0);
        Expr *eq;

        ref->refcontainertype = ks->arraytype;
        ref->refelemtype = ks->keytype;
        ref->refrestype = ks->keytype;
        ref->reftypmod = -1;
        ref->refcollid = InvalidOid;
        ref->refupperindexpr = list_make1(makeConst(INT4OID, -1, InvalidOid,
                                                    sizeof(int32),
                                                    Int32GetDatum(i), false,
                                                    true));
        ref->reflowerindexpr = NIL;
        ref->refexpr = (Expr *) copyObject(ks->arr);
        ref->refassgnexpr = NULL;
        eq = make_opclause(ks->eqop, BOOLOID, false, (Expr *) v,
                           (Expr *) ref, InvalidOid, InvalidOid);
        set_opfuncid((OpExpr *) eq);
        arms = lappend(arms, eq);
    }
    e = list_length(arms) == 1 ? (Expr *) linitial(arms)
                               : make_orclause(arms);
    rel->baserestrictinfo =
        lappend(rel->baserestrictinfo,
                qp_base_restrictinfo(root, e, bms_make_singleton(ks->rti)));
}
