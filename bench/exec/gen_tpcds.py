#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""bench/exec/gen_tpcds.py -- TPC-DS-like data for schema_partitioned.sql.

    gen_tpcds.py [--scale S] [--seed N] [--queries DIR] SCHEMA.sql OUTDIR

Writes OUTDIR/<table>.tsv (PostgreSQL COPY text format, \\N for NULL) for
every table of SCHEMA.sql and prints one "table rows" line per table.
Python 3 standard library only; the same scale and seed give the same
files byte for byte.

Not dsdgen: its aim is that the 103 TPC-DS queries select rows and join.

* date_dim: the real calendar 1900-01-01 .. 2100-12-31 (73,414 rows; TPC-DS
  has 73,049), d_date_sk = Julian day number (1998-01-01 = 2450815, the
  partition bounds of schema_partitioned.sql), d_month_seq = (year-1900)*12
  + month-1, d_week_seq counted from 1900-01-01, day names, quarters,
  weekends, first/last day of month, same day last year/quarter.
  time_dim: every second of a day (86,400 rows), hours, AM/PM, shifts, meals.
* facts: sold dates uniform over 1998-01-01 .. 2003-12-31, so that every
  yearly partition holds a sixth of the rows; about 1 % NULL sold dates
  (the DEFAULT partition), returns 1-120 days after the sale (some fall
  past 2003 into DEFAULT).  A store ticket (catalog/web order) has 1-20
  line items sharing date, customer, store...; returns copy the item,
  ticket/order number and customer of a sales line (about 10 % of lines).
  inventory: weekly snapshots x warehouses x a slice of the items.
* dimensions: categorical columns from TPC-DS's value lists, mixed with
  every literal the queries compare the column with (=, <>, IN, BETWEEN
  ends, substr(ca_zip,1,5) IN ...) read from the query files (--queries,
  default: the schema's folder), so that their filters select rows.
  household_demographics is the full 7,200-row cross product.
* foreign keys (by column-name suffix: _date_sk, _item_sk, _cdemo_sk, ...)
  take keys that exist; about 2 % NULL in nullable foreign keys and
  nullable attributes.

Row counts at --scale 1: store_sales 1,000,000, catalog_sales 500,000,
web_sales 250,000, store_returns ~100,000, catalog_returns ~50,000,
web_returns ~25,000, inventory ~400,000, item 6,000, customer 50,000.
"""
import argparse
import datetime
import os
import random
import re
import sys

JD_OFFSET = 1721425            # date.toordinal() + JD_OFFSET = Julian day
FACT_FIRST = datetime.date(1998, 1, 1)
FACT_LAST = datetime.date(2003, 12, 31)
CAL_FIRST = datetime.date(1900, 1, 1)
CAL_LAST = datetime.date(2100, 12, 31)


def jd(d):
    return d.toordinal() + JD_OFFSET


FACT_JD0, FACT_JD1 = jd(FACT_FIRST), jd(FACT_LAST)
NULL = '\\N'

DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday',
             'Saturday', 'Sunday']
CATEGORIES = {
    'Books': ['arts', 'business', 'computers', 'cooking', 'entertainments',
              'fiction', 'history', 'home repair', 'mystery', 'parenting',
              'reference', 'romance', 'science', 'self-help', 'sports',
              'travel'],
    'Children': ['infants', 'newborn', 'school-uniforms', 'toddlers'],
    'Electronics': ['audio', 'automotive', 'cameras', 'disk drives',
                    'dvd/vcr players', 'karoke', 'memory', 'monitors',
                    'musical', 'personal', 'portable', 'scanners',
                    'stereo', 'televisions', 'wireless'],
    'Home': ['accent', 'bathroom', 'bedding', 'blinds/shades', 'curtains/drapes',
             'decor', 'flatware', 'furniture', 'glassware', 'kids',
             'lighting', 'mattresses', 'paint', 'rugs', 'tables', 'wallpaper'],
    'Jewelry': ['birdal', 'bracelets', 'consignment', 'costume', 'custom',
                'diamonds', 'earings', 'estate', 'gold', 'jewelry boxes',
                'loose stones', 'mens watch', 'pendants', 'rings',
                'semi-precious', 'womens watch'],
    'Men': ['accessories', 'pants', 'shirts', 'sports-apparel'],
    'Music': ['classical', 'country', 'pop', 'rock'],
    'Shoes': ['athletic', 'kids', 'mens', 'womens'],
    'Sports': ['archery', 'athletic shoes', 'baseball', 'basketball',
               'camping', 'fishing', 'fitness', 'football', 'golf',
               'guns', 'hockey', 'optics', 'outdoor', 'pools', 'sailing',
               'tennis'],
    'Women': ['dresses', 'fragrances', 'maternity', 'swimwear'],
}
CATEGORY_NAMES = sorted(CATEGORIES)
COLORS = ('almond antique aquamarine azure beige bisque black blanched blue '
          'blush brown burlywood burnished chartreuse chiffon chocolate coral '
          'cornflower cornsilk cream cyan dark deep dim dodger drab firebrick '
          'floral forest frosted gainsboro ghost goldenrod green grey honeydew '
          'hot indian ivory khaki lace lavender lawn lemon light lime linen '
          'magenta maroon medium metallic midnight mint misty moccasin navajo '
          'navy olive orange orchid pale papaya peach peru pink plum powder '
          'puff purple red rose rosy royal saddle salmon sandy seashell sienna '
          'sky slate smoke snow spring steel tan thistle tomato turquoise '
          'violet wheat white yellow').split()
UNITS = ('Bunch Bundle Box Carton Case Cup Dozen Dram Each Gram Gross Lb N/A '
         'Ounce Oz Pallet Pound Tbl Ton Tsp Unknown').split()
SIZES = ['petite', 'small', 'medium', 'large', 'extra large', 'economy', 'N/A']
SYLLABLES = ['ought', 'able', 'pri', 'ese', 'anti', 'cally', 'ation', 'eing',
             'bar', 'n st']
STATES = ('AK AL AR AZ CA CO CT DE FL GA HI IA ID IL IN KS KY LA MA MD ME MI '
          'MN MO MS MT NC ND NE NH NJ NM NV NY OH OK OR PA RI SC SD TN TX UT '
          'VA VT WA WI WV WY').split()
CITIES = ['Midway', 'Fairview', 'Oak Grove', 'Five Points', 'Pleasant Hill',
          'Centerville', 'Riverside', 'Greenwood', 'Union', 'Salem',
          'Georgetown', 'Franklin', 'Clinton', 'Springfield', 'Mount Zion',
          'Oakland', 'Lakeview', 'Liberty', 'Shiloh', 'Hopewell']
COUNTIES = ['Williamson County', 'Franklin Parish', 'Bronx County',
            'Orange County', 'Walker County', 'Ziebach County',
            'Luce County', 'Richland County', 'Barrow County',
            'Daviess County', 'Fairfield County', 'Huron County']
EDUCATION = ['Primary', 'Secondary', 'College', '2 yr Degree',
             '4 yr Degree', 'Advanced Degree', 'Unknown']
CREDIT = ['Good', 'Low Risk', 'High Risk', 'Unknown']
BUY_POTENTIAL = ['0-500', '501-1000', '1001-5000', '5001-10000', '>10000',
                 'Unknown']
SHIP_TYPES = ['REGULAR', 'EXPRESS', 'NEXT DAY', 'OVERNIGHT', 'TWO DAY',
              'LIBRARY']
CARRIERS = ['UPS', 'FEDEX', 'AIRBORNE', 'USPS', 'DHL', 'TBS', 'ZHOU',
            'ZOUROS', 'MSC', 'LATVIAN', 'ALLIANCE', 'ORIENTAL', 'BARIAN',
            'BOXBUNDLES', 'GREAT EASTERN', 'DIAMOND', 'RUPEKSA', 'GERMA',
            'HARMSTORF', 'PRIVATECARRIER']
FIRST_NAMES = ['James', 'Mary', 'John', 'Patricia', 'Robert', 'Linda',
               'Michael', 'Barbara', 'William', 'Elizabeth', 'David',
               'Jennifer', 'Richard', 'Maria', 'Charles', 'Susan']
LAST_NAMES = ['Smith', 'Johnson', 'Williams', 'Jones', 'Brown', 'Davis',
              'Miller', 'Wilson', 'Moore', 'Taylor', 'Anderson', 'Thomas',
              'Jackson', 'White', 'Harris', 'Martin']
SALUTATIONS = ['Mr.', 'Mrs.', 'Ms.', 'Dr.', 'Sir', 'Miss']

BASE = {
    'i_color': COLORS, 'i_units': UNITS, 'i_size': SIZES,
    'ca_state': STATES, 's_state': ['TN'] * 6 + STATES[:6],
    'w_state': STATES, 'cc_state': STATES, 'web_state': STATES,
    'ca_city': CITIES, 's_city': CITIES[:8], 'w_city': CITIES,
    'cc_city': CITIES, 'web_city': CITIES,
    'ca_county': COUNTIES, 's_county': COUNTIES, 'w_county': COUNTIES,
    'cc_county': COUNTIES, 'web_county': COUNTIES,
    'ca_country': ['United States'], 's_country': ['United States'],
    'w_country': ['United States'], 'cc_country': ['United States'],
    'web_country': ['United States'],
    'ca_gmt_offset': ['-5.00', '-6.00', '-7.00', '-8.00'],
    's_gmt_offset': ['-5.00', '-6.00'], 'w_gmt_offset': ['-5.00', '-6.00'],
    'cc_gmt_offset': ['-5.00', '-6.00'], 'web_gmt_offset': ['-5.00', '-6.00'],
    'ca_location_type': ['single family', 'condo', 'apartment'],
    'cd_gender': ['M', 'F'], 'cd_marital_status': ['M', 'S', 'D', 'W', 'U'],
    'cd_education_status': EDUCATION, 'cd_credit_rating': CREDIT,
    'hd_buy_potential': BUY_POTENTIAL,
    'sm_type': SHIP_TYPES, 'sm_carrier': CARRIERS,
    'sm_code': ['AIR', 'SURFACE', 'SEA', 'BIKE', 'HAND CARRY'],
    'c_salutation': SALUTATIONS, 'c_first_name': FIRST_NAMES,
    'c_last_name': LAST_NAMES, 'c_preferred_cust_flag': ['Y', 'N'],
    'c_birth_country': ['UNITED STATES', 'CANADA', 'MEXICO', 'GERMANY',
                        'FRANCE', 'JAPAN', 'CHINA', 'INDIA', 'BRAZIL'],
    'cc_class': ['small', 'medium', 'large'],
    'cc_name': ['NY Metro', 'Mid Atlantic', 'California', 'North Midwest',
                'Pacific Northwest', 'Hawaii/Alaska'],
    'web_class': ['Unknown'], 'wp_type': ['welcome', 'protected', 'general',
                                          'feedback', 'order', 'ad',
                                          'dynamic'],
    'cp_department': ['DEPARTMENT'], 'cp_type': ['monthly', 'quarterly',
                                                  'bi-annual'],
    'p_purpose': ['Unknown'], 'p_discount_active': ['N'],
    's_hours': ['8AM-4PM', '8AM-8AM', '8AM-12AM'],
    'cc_hours': ['8AM-4PM', '8AM-8AM', '8AM-12AM'],
    's_market_desc': ['Nice stores', 'Big stores', 'Old stores'],
    'i_formulation': ['powder', 'liquid', 'gel', 'solid'],
    'i_container': ['Unknown'],
}
FLAG_COLS = re.compile(r'^p_channel_\w+$|_flag$|^wp_autogen_flag$')

# Foreign keys by column-name suffix (first match wins).
FK_SUFFIX = [
    ('_date_sk', 'date_dim'), ('_time_sk', 'time_dim'),
    ('_item_sk', 'item'), ('_customer_sk', 'customer'),
    ('_cdemo_sk', 'customer_demographics'),
    ('_hdemo_sk', 'household_demographics'),
    ('_addr_sk', 'customer_address'), ('_store_sk', 'store'),
    ('_promo_sk', 'promotion'), ('_reason_sk', 'reason'),
    ('_warehouse_sk', 'warehouse'), ('_ship_mode_sk', 'ship_mode'),
    ('_web_page_sk', 'web_page'), ('_page_sk', 'web_page'),
    ('_site_sk', 'web_site'), ('_call_center_sk', 'call_center'),
    ('_catalog_page_sk', 'catalog_page'),
    ('_income_band_sk', 'income_band'),
]
FACTS = {'store_sales', 'store_returns', 'catalog_sales', 'catalog_returns',
         'web_sales', 'web_returns', 'inventory'}


def fk_target(col):
    if col.endswith('catalog_page_sk'):
        return 'catalog_page'
    for suf, tab in FK_SUFFIX:
        if col.endswith(suf):
            return tab
    return None


# ------------------------------------------------------------------ schema

def read_schema(path):
    """[(table, [(col, type, notnull)])] in file order."""
    text = open(path, encoding='utf-8').read()
    text = re.sub(r'--[^\n]*', '', text)
    out = []
    for m in re.finditer(r'create\s+table\s+(\w+)\s*\((.*?)\)\s*'
                         r'(?:partition\s+by[^;]*)?;', text, re.I | re.S):
        name, body = m.group(1).lower(), m.group(2)
        if re.search(r'\bpartition\s+of\b', m.group(0), re.I):
            continue
        cols = []
        for line in body.split('\n'):
            line = line.strip().rstrip(',')
            mm = re.match(r'(\w+)\s+(\w+(?:\s*\(\s*\d+(?:\s*,\s*\d+)?\s*\))?)'
                          r'\s*(not\s+null)?', line, re.I)
            if not mm or mm.group(1).lower() in ('primary', 'foreign',
                                                   'constraint', 'unique'):
                continue
            cols.append((mm.group(1).lower(), mm.group(2).lower().replace(' ', ''),
                         bool(mm.group(3))))
        out.append((name, cols))
    return out


# ---------------------------------------------------------------- literals

LIT = r"(?:'((?:[^']|'')*)'|(-?\d+(?:\.\d+)?))"


def collect_pools(qdir, columns):
    """{column: [literal strings]} from the queries' comparisons."""
    pools = {}

    def add(col, s, n):
        col = col.lower()
        if col not in columns:
            return
        v = s.replace("''", "'") if s is not None else n
        if v is None:
            return
        pools.setdefault(col, []).append(v)

    for f in sorted(os.listdir(qdir)):
        if not re.match(r'q\d\d[ab]?\.sql$', f):
            continue
        text = open(os.path.join(qdir, f), encoding='utf-8').read()
        text = re.sub(r'--[^\n]*', '', text)
        for m in re.finditer(r'(\w+)\s*(?:=|<>|!=|<=|>=|<|>)\s*' + LIT, text):
            add(m.group(1), m.group(2), m.group(3))
        for m in re.finditer(LIT + r'\s*(?:=|<>|!=|<=|>=|<|>)\s*(?:\w+\.)?(\w+)\b',
                             text):
            add(m.group(3), m.group(1), m.group(2))
        for m in re.finditer(r'(\w+)\s+between\s+' + LIT + r'\s+and\s+' + LIT,
                             text, re.I):
            add(m.group(1), m.group(2), m.group(3))
            add(m.group(1), m.group(4), m.group(5))
            if m.group(3) and m.group(5):
                lo, hi = float(m.group(3)), float(m.group(5))
                if '.' in m.group(3) or '.' in m.group(5):
                    add(m.group(1), None, '%.2f' % ((lo + hi) / 2))
                else:
                    add(m.group(1), None, str(int((lo + hi) // 2)))
        for m in re.finditer(r'(\w+)\s+in\s*\(([^()]*)\)', text, re.I):
            for lm in re.finditer(LIT, m.group(2)):
                add(m.group(1), lm.group(1), lm.group(2))
        for m in re.finditer(r'substr\s*\(\s*(?:\w+\.)?(\w+)\s*,\s*1\s*,\s*\d+\s*\)'
                             r'\s+in\s*\(([^()]*)\)', text, re.I):
            for lm in re.finditer(LIT, m.group(2)):
                add(m.group(1), lm.group(1), lm.group(2))
    return pools


# ------------------------------------------------------------------ values

class Gen:
    def __init__(self, scale, seed, pools):
        self.rng = random.Random(seed)
        self.scale = scale
        self.pools = pools
        s = scale
        self.n = {
            'date_dim': jd(CAL_LAST) - jd(CAL_FIRST) + 1,
            'time_dim': 86400,
            'item': max(300, int(6000 * s)),
            'customer': max(500, int(50000 * s)),
            'customer_address': max(250, int(25000 * s)),
            'customer_demographics': max(1000, int(20000 * s)),
            'household_demographics': 7200,
            'income_band': 20, 'reason': 35, 'ship_mode': 20,
            'warehouse': 5, 'store': max(12, int(24 * s)),
            'call_center': 6, 'web_site': 30, 'web_page': 60,
            'promotion': 300, 'catalog_page': max(200, int(2000 * s)),
            'store_sales': max(2000, int(1000000 * s)),
            'catalog_sales': max(1000, int(500000 * s)),
            'web_sales': max(500, int(250000 * s)),
            'inventory': max(2000, int(400000 * s)),
        }
        # the date keys of dimension foreign keys: 1990 .. 2003
        self.dim_jd = (jd(datetime.date(1990, 1, 1)), FACT_JD1)

    def key(self, tab):
        """A random existing key of dimension TAB."""
        r = self.rng
        if tab == 'date_dim':
            return r.randint(*self.dim_jd)
        if tab == 'time_dim':
            return r.randrange(86400)
        return r.randint(1, self.n[tab])

    def attr(self, tab, col, typ, notnull, i):
        """A value (string) for a non-key attribute of row I."""
        r = self.rng
        if not notnull and r.random() < 0.02:
            return NULL
        pool = self.pools.get(col)
        if pool and r.random() < 0.6:
            return r.choice(pool)
        base = BASE.get(col)
        if base:
            return r.choice(base)
        if FLAG_COLS.search(col):
            return r.choice('YN')
        if col.endswith('_id') and typ.startswith('char'):
            return 'AAAAAAAA' + format(i, 'X').rjust(8, 'A')
        if typ in ('integer', 'int', 'bigint'):
            if col.endswith('_count') or 'dep' in col:
                return str(r.randint(0, 9))
            if col.endswith('_manager_id'):
                return str(r.randint(1, 100))
            if col.endswith('manufact_id'):
                return str(r.randint(1, 1000))
            if col.endswith('_number') or col.endswith('_sq_ft'):
                return str(r.randint(1, 10000))
            return str(r.randint(1, 100))
        if typ.startswith('decimal') or typ.startswith('numeric'):
            return '%.2f' % r.uniform(0, 100)
        if typ == 'date':
            return str(datetime.date.fromordinal(
                r.randint(*self.dim_jd) - JD_OFFSET))
        m = re.match(r'(?:var)?char\((\d+)\)', typ)
        width = int(m.group(1)) if m else 20
        if width == 1:
            return r.choice('YN')
        w = r.choice(SYLLABLES) + r.choice(SYLLABLES)
        if width >= 20:
            w += ' ' + r.choice(SYLLABLES)
        return w[:width]


def write_rows(outdir, table, rows):
    n = 0
    with open(os.path.join(outdir, table + '.tsv'), 'w', encoding='utf-8',
              newline='\n') as f:
        buf = []
        for row in rows:
            buf.append('\t'.join(row))
            n += 1
            if len(buf) >= 5000:
                f.write('\n'.join(buf) + '\n')
                buf = []
        if buf:
            f.write('\n'.join(buf) + '\n')
    print('%s %d' % (table, n), flush=True)
    return n


# ------------------------------------------------------------- dimensions

def date_dim_rows(cols):
    d0 = CAL_FIRST.toordinal()
    d1 = CAL_LAST.toordinal()
    for o in range(d0, d1 + 1):
        d = datetime.date.fromordinal(o)
        sk = o + JD_OFFSET
        y, m, dom = d.year, d.month, d.day
        qoy = (m - 1) // 3 + 1
        first = datetime.date(y, m, 1)
        nxt = datetime.date(y + (m == 12), m % 12 + 1, 1)
        week_seq = (o - d0) // 7 + 1
        dow = (d.weekday() + 1) % 7                     # 0 = Sunday
        try:
            ly = datetime.date(y - 1, m, dom)
        except ValueError:
            ly = datetime.date(y - 1, m, 28)
        v = {
            'd_date_sk': sk, 'd_date_id': 'AAAAAAAA' + format(sk, 'X')[-8:],
            'd_date': d.isoformat(), 'd_month_seq': (y - 1900) * 12 + m - 1,
            'd_week_seq': week_seq, 'd_quarter_seq': (y - 1900) * 4 + qoy,
            'd_year': y, 'd_dow': dow, 'd_moy': m, 'd_dom': dom, 'd_qoy': qoy,
            'd_fy_year': y, 'd_fy_quarter_seq': (y - 1900) * 4 + qoy,
            'd_fy_week_seq': week_seq, 'd_day_name': DAY_NAMES[d.weekday()],
            'd_quarter_name': '%dQ%d' % (y, qoy),
            'd_holiday': 'Y' if (m, dom) in ((1, 1), (7, 4), (12, 25)) else 'N',
            'd_weekend': 'Y' if d.weekday() >= 5 else 'N',
            'd_following_holiday': 'Y' if (m, dom) in ((1, 2), (7, 5), (12, 26))
            else 'N',
            'd_first_dom': first.toordinal() + JD_OFFSET,
            'd_last_dom': nxt.toordinal() - 1 + JD_OFFSET,
            'd_same_day_ly': ly.toordinal() + JD_OFFSET,
            'd_same_day_lq': sk - 91,
            'd_current_day': 'N', 'd_current_week': 'N',
            'd_current_month': 'N', 'd_current_quarter': 'N',
            'd_current_year': 'N',
        }
        yield [str(v[c]) for c, _, _ in cols]


def time_dim_rows(cols):
    for t in range(86400):
        h, mi, s = t // 3600, t // 60 % 60, t % 60
        v = {
            't_time_sk': t, 't_time_id': 'AAAAAAAA' + format(t, 'X').rjust(8, 'A'),
            't_time': t, 't_hour': h, 't_minute': mi, 't_second': s,
            't_am_pm': 'AM' if h < 12 else 'PM',
            't_shift': 'first' if h < 8 else 'second' if h < 16 else 'third',
            't_sub_shift': ['night', 'morning', 'afternoon', 'evening'][h // 6],
            't_meal_time': 'breakfast' if 6 <= h < 9 else 'lunch'
            if 11 <= h < 14 else 'dinner' if 17 <= h < 20 else NULL,
        }
        yield [str(v[c]) for c, _, _ in cols]


def hd_rows(g, cols):
    sk = 0
    for ib in range(1, 21):
        for bp in BUY_POTENTIAL:
            for dep in range(10):
                for veh in range(-1, 5):
                    sk += 1
                    v = {'hd_demo_sk': sk, 'hd_income_band_sk': ib,
                         'hd_buy_potential': bp, 'hd_dep_count': dep,
                         'hd_vehicle_count': veh}
                    yield [str(v[c]) for c, _, _ in cols]


def income_band_rows(cols):
    for i in range(1, 21):
        v = {'ib_income_band_sk': i, 'ib_lower_bound': (i - 1) * 10000 + (i > 1),
             'ib_upper_bound': i * 10000}
        yield [str(v[c]) for c, _, _ in cols]


def dim_rows(g, table, cols):
    r = g.rng
    n = g.n[table]
    pk = cols[0][0]
    for i in range(1, n + 1):
        special = {}
        if table == 'item':
            cat = r.choice(CATEGORY_NAMES)
            pc = g.pools.get('i_category')
            if pc and r.random() < 0.3:
                cat = r.choice(pc)
            classes = CATEGORIES.get(cat, ['unknown'])
            cls = r.choice(classes)
            pcl = g.pools.get('i_class')
            if pcl and r.random() < 0.3:
                cls = r.choice(pcl)
            ci = CATEGORY_NAMES.index(cat) + 1 if cat in CATEGORIES else 11
            li = classes.index(cls) + 1 if cls in classes else 17
            price = round(r.uniform(0.09, 99.99), 2)
            special = {
                'i_item_id': 'AAAAAAAA' + format((i + 1) // 2, 'X').rjust(8, 'A'),
                'i_category': cat, 'i_category_id': str(ci),
                'i_class': cls, 'i_class_id': str(li),
                'i_brand_id': str(ci * 1000000 + li * 1000 + r.randint(1, 10)),
                'i_current_price': '%.2f' % price,
                'i_wholesale_cost': '%.2f' % (price * r.uniform(0.3, 0.9)),
                'i_rec_start_date': '1997-10-27',
                'i_rec_end_date': NULL if i % 2 == 0 else '2000-10-26',
            }
            br = g.pools.get('i_brand')
            special['i_brand'] = (r.choice(br) if br and r.random() < 0.3 else
                                  r.choice(SYLLABLES) + r.choice(SYLLABLES)
                                  + ' #' + str(r.randint(1, 10)))
            special['i_manufact'] = r.choice(SYLLABLES) + r.choice(SYLLABLES)
            special['i_product_name'] = ''.join(
                r.choice(SYLLABLES) for _ in range(3))
            special['i_item_desc'] = 'Item description %d' % i
        elif table == 'customer':
            by = r.randint(1924, 1992)
            special = {'c_birth_year': str(by), 'c_birth_month':
                       str(r.randint(1, 12)), 'c_birth_day': str(r.randint(1, 28)),
                       'c_customer_id': 'AAAAAAAA' + format(i, 'X').rjust(8, 'A'),
                       'c_email_address': 'c%d@example.com' % i,
                       'c_login': NULL}
        elif table == 'customer_address':
            st = g.attr(table, 'ca_state', 'char(2)', True, i)
            zp = g.pools.get('ca_zip')
            special = {'ca_state': st,
                       'ca_zip': (r.choice(zp) if zp and r.random() < 0.3
                                  else '%05d' % r.randint(10000, 99999))}
        elif table == 'customer_demographics':
            special = {'cd_purchase_estimate': str(r.randint(1, 20) * 500)}
        elif table == 'store':
            special = {'s_store_name': r.choice(['ought', 'able', 'ese', 'pri',
                                                 'anti', 'cally', 'ation',
                                                 'eing', 'bar']),
                       's_closed_date_sk': NULL, 's_number_employees':
                       str(r.randint(200, 300)), 's_market_id':
                       str(r.randint(1, 10)), 's_company_id': '1',
                       's_company_name': 'Unknown', 's_division_id': '1',
                       's_zip': '%05d' % r.randint(10000, 99999)}
        elif table == 'promotion':
            special = {'p_item_sk': str(g.key('item'))}
        elif table == 'reason':
            special = {'r_reason_desc': 'reason %d' % i}
        elif table == 'warehouse':
            special = {'w_warehouse_name': 'Warehouse %d' % i,
                       'w_warehouse_sq_ft': str(r.randint(50000, 1000000))}
        elif table == 'ship_mode':
            special = {'sm_type': SHIP_TYPES[(i - 1) % len(SHIP_TYPES)],
                       'sm_carrier': CARRIERS[(i - 1) % len(CARRIERS)]}
        elif table == 'call_center':
            special = {'cc_closed_date_sk': NULL,
                       'cc_employees': str(r.randint(1, 700))}
        elif table == 'web_site':
            special = {'web_name': 'site_%d' % ((i - 1) % 6),
                       'web_company_name': r.choice(['pri', 'able', 'ought',
                                                     'ese', 'anti', 'cally'])}
        elif table == 'web_page':
            special = {'wp_customer_sk': NULL if r.random() < 0.7 else
                       str(g.key('customer'))}
        row = []
        for c, typ, nn in cols:
            if c == pk:
                row.append(str(i))
            elif c in special:
                row.append(special[c])
            else:
                t = fk_target(c)
                if t and c != pk:
                    row.append(NULL if not nn and r.random() < 0.02
                               else str(g.key(t)))
                else:
                    row.append(g.attr(table, c, typ, nn, i))
        yield row


# ------------------------------------------------------------------ facts

def money(x):
    return '%.2f' % x


def sale_measures(r, p):
    """{suffix: value} for a sales line."""
    q = r.randint(1, 100)
    wc = round(r.uniform(1, 100), 2)
    lp = round(wc * r.uniform(1.0, 3.0), 2)
    sp = round(lp * r.uniform(0.0, 1.0), 2)
    ext_sp = round(sp * q, 2)
    ext_lp = round(lp * q, 2)
    ext_wc = round(wc * q, 2)
    disc = round(ext_lp - ext_sp, 2)
    coupon = round(ext_sp * r.uniform(0, 1), 2) if r.random() < 0.2 else 0.0
    tax = round(ext_sp * r.choice((0.0, 0.02, 0.05, 0.08)), 2)
    ship = round(lp * q * r.uniform(0, 0.5), 2)
    net_paid = round(ext_sp - coupon, 2)
    return {
        'quantity': str(q), 'wholesale_cost': money(wc),
        'list_price': money(lp), 'sales_price': money(sp),
        'ext_discount_amt': money(disc), 'ext_sales_price': money(ext_sp),
        'ext_wholesale_cost': money(ext_wc), 'ext_list_price': money(ext_lp),
        'ext_tax': money(tax), 'coupon_amt': money(coupon),
        'ext_ship_cost': money(ship), 'net_paid': money(net_paid),
        'net_paid_inc_tax': money(net_paid + tax),
        'net_paid_inc_ship': money(net_paid + ship),
        'net_paid_inc_ship_tax': money(net_paid + ship + tax),
        'net_profit': money(net_paid - ext_wc),
    }


def return_measures(r, qty, price):
    q = r.randint(1, max(1, qty))
    amt = round(q * price, 2)
    tax = round(amt * r.choice((0.0, 0.05, 0.08)), 2)
    fee = round(r.uniform(0.5, 100), 2)
    ship = round(amt * r.uniform(0, 0.5), 2)
    cash = round(amt * r.uniform(0, 1), 2)
    rev = round((amt - cash) * r.uniform(0, 1), 2)
    credit = round(amt - cash - rev, 2)
    return {
        'return_quantity': str(q), 'return_amt': money(amt),
        'return_tax': money(tax), 'return_amt_inc_tax': money(amt + tax),
        'fee': money(fee), 'return_ship_cost': money(ship),
        'refunded_cash': money(cash), 'reversed_charge': money(rev),
        'store_credit': money(credit), 'account_credit': money(credit),
        'net_loss': money(ship + fee - cash * 0.1),
    }


def sales_and_returns(g, schema, sales, returns, prefix, rprefix, order_col,
                      outdir):
    """Write SALES and RETURNS in one pass (returns copy sales lines)."""
    r = g.rng
    scols = schema[sales]
    rcols = schema[returns]
    total = g.n[sales]
    plen = len(prefix)
    rplen = len(rprefix)
    ret_rows = []
    order_keys = [c for c, _, _ in scols if fk_target(c) in (
        'customer', 'customer_demographics', 'household_demographics',
        'customer_address', 'store', 'call_center', 'web_site')]

    def gen():
        made = 0
        order = 0
        while made < total:
            order += 1
            lines = min(r.randint(1, 20), total - made)
            sold = NULL if r.random() < 0.01 else r.randint(FACT_JD0, FACT_JD1)
            hdr = {}
            for c in order_keys:
                hdr[c] = NULL if r.random() < 0.02 else str(g.key(fk_target(c)))
            # bill and ship customer: mostly the same person
            if prefix + 'ship_customer_sk' in hdr and r.random() < 0.8:
                hdr[prefix + 'ship_customer_sk'] = hdr.get(
                    prefix + 'bill_customer_sk', NULL)
            soldtime = str(g.key('time_dim'))
            items = r.sample(range(1, g.n['item'] + 1),
                             min(lines, g.n['item']))
            for it in items:
                made += 1
                m = sale_measures(r, prefix)
                row = []
                for c, typ, nn in scols:
                    suf = c[plen:]
                    if c == order_col:
                        row.append(str(order))
                    elif c in hdr:
                        row.append(hdr[c])
                    elif suf == 'sold_date_sk':
                        row.append(str(sold) if sold != NULL else NULL)
                    elif suf == 'sold_time_sk':
                        row.append(soldtime)
                    elif suf == 'item_sk':
                        row.append(str(it))
                    elif suf == 'ship_date_sk':
                        row.append(NULL if sold == NULL else
                                   str(sold + r.randint(1, 90)))
                    elif suf in m:
                        row.append(m[suf])
                    else:
                        t = fk_target(c)
                        if t:
                            row.append(NULL if not nn and r.random() < 0.02
                                       else str(g.key(t)))
                        else:
                            row.append(g.attr(sales, c, typ, nn, made))
                if r.random() < 0.10:
                    ret_rows.append(make_return(it, order, sold, hdr, m))
                yield row

    cust_col = [c for c, _, _ in scols if c.endswith('customer_sk')]

    def make_return(it, order, sold, hdr, m):
        cust = hdr.get(cust_col[0], NULL) if cust_col else NULL
        base = FACT_JD0 if sold == NULL else sold
        rm = return_measures(r, int(m['quantity']), float(m['sales_price']))
        row = []
        for c, typ, nn in rcols:
            suf = c[rplen:]
            if c.endswith('_ticket_number') or c.endswith('_order_number'):
                row.append(str(order))
            elif suf == 'item_sk':
                row.append(str(it))
            elif suf in ('returned_date_sk',):
                row.append(NULL if r.random() < 0.01 else
                           str(base + r.randint(1, 120)))
            elif suf in ('customer_sk', 'refunded_customer_sk',
                         'returning_customer_sk'):
                row.append(cust)
            elif suf in rm:
                row.append(rm[suf])
            else:
                t = fk_target(c)
                if t:
                    row.append(NULL if not nn and r.random() < 0.02
                               else str(g.key(t)))
                else:
                    row.append(g.attr(returns, c, typ, nn, 0))
        return row

    write_rows(outdir, sales, gen())
    write_rows(outdir, returns, iter(ret_rows))


def inventory_rows(g, cols):
    r = g.rng
    weeks = list(range(FACT_JD0 + 3, FACT_JD1 + 1, 7))    # Thursdays
    nwh = g.n['warehouse']
    per = max(1, g.n['inventory'] // (len(weeks) * nwh))
    step = max(1, g.n['item'] // per)
    items = list(range(1, g.n['item'] + 1, step))[:per]
    for w in weeks:
        for wh in range(1, nwh + 1):
            for it in items:
                v = {'inv_date_sk': str(w), 'inv_item_sk': str(it),
                     'inv_warehouse_sk': str(wh),
                     'inv_quantity_on_hand': NULL if r.random() < 0.02 else
                     str(r.randint(0, 1000))}
                yield [v[c] for c, _, _ in cols]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--scale', type=float, default=1.0)
    ap.add_argument('--seed', type=int, default=20251118)
    ap.add_argument('--queries', default=None)
    ap.add_argument('schema')
    ap.add_argument('outdir')
    a = ap.parse_args()
    tables = read_schema(a.schema)
    schema = dict(tables)
    columns = {c for _, cols in tables for c, _, _ in cols}
    qdir = a.queries or os.path.dirname(os.path.abspath(a.schema))
    pools = collect_pools(qdir, columns)
    # date_dim/time_dim are computed; keys are not pooled
    pools = {c: v for c, v in pools.items()
             if not c.endswith('_sk') and not c.startswith(('d_', 't_'))
             and not any(c in [x for x, _, _ in schema[t]] for t in FACTS)}
    os.makedirs(a.outdir, exist_ok=True)
    g = Gen(a.scale, a.seed, pools)
    for t, cols in tables:
        if t in FACTS:
            continue
        if t == 'date_dim':
            write_rows(a.outdir, t, date_dim_rows(cols))
        elif t == 'time_dim':
            write_rows(a.outdir, t, time_dim_rows(cols))
        elif t == 'household_demographics':
            write_rows(a.outdir, t, hd_rows(g, cols))
        elif t == 'income_band':
            write_rows(a.outdir, t, income_band_rows(cols))
        else:
            write_rows(a.outdir, t, dim_rows(g, t, cols))
    sales_and_returns(g, schema, 'store_sales', 'store_returns', 'ss_', 'sr_',
                      'ss_ticket_number', a.outdir)
    sales_and_returns(g, schema, 'catalog_sales', 'catalog_returns', 'cs_',
                      'cr_', 'cs_order_number', a.outdir)
    sales_and_returns(g, schema, 'web_sales', 'web_returns', 'ws_', 'wr_',
                      'ws_order_number', a.outdir)
    write_rows(a.outdir, 'inventory', inventory_rows(g, schema['inventory']))
    missing = [t for t, _ in tables if not os.path.exists(
        os.path.join(a.outdir, t + '.tsv'))]
    if missing:
        sys.exit('gen_tpcds.py: no data for ' + ', '.join(missing))


if __name__ == '__main__':
    main()
