import type pg from 'pg'

/** The first night a generated stay may take; nothing before it, so no call of the bench is in the past. */
export const FIRST_NIGHT = '2027-01-04'
/** Years of generated stays from FIRST_NIGHT on, and years the bench's calendars and blocked days ask for. */
export const STAY_YEARS = 5
export const CALENDAR_YEARS = { from: 2027, till: 2036 }

// The demo house's rooms (seed/demo-resources.ts): name, price item, capacity, twin and single beds, bathroom
const ROOMS = [
  ['Pokoj 101 – Lípa', 'DBL', 2, 1, 0, 'SHOWER'],
  ['Pokoj 102 – Javor', 'DBL', 2, 0, 2, 'SHOWER'],
  ['Pokoj 103 – Buk', 'DBL', 3, 1, 1, 'BATH'],
  ['Apartmán 201 – Vysočina', 'APT', 5, 1, 3, 'BATH'],
  ['Pokoj 202 – Jedle', 'DBL', 2, 1, 0, 'SHOWER'],
  ['Pokoj 203 – Bříza', 'SGL', 1, 0, 1, 'SHOWER'],
] as const

/**
 * Generated in SQL for speed: `houses` guest houses like the demo's (one group of its 6 rooms, its
 * price list with a summer and a New Year season in each year of stays, the town's fee) and one house
 * `book-big` whose group has `bigRooms` rooms. Every room has a stay of 2–5 nights a week for
 * STAY_YEARS years (every 13th canceled, so it holds nothing); in each demo-like house the first
 * room imports a portal's calendar with a sold night every 30 days, and the last is rented on a
 * contract for three months of 2028.
 */
export async function generateBookingData(pool: pg.Pool, options: { houses: number; bigRooms: number }) {
  await pool.query(
    `insert into workspaces (id, slug, kind, name)
     select gen_random_uuid(), 'book-' || lpad(h::text, 3, '0'), 'WORKSPACE', 'Penzion ' || h from generate_series(1, $1) h
     union all select gen_random_uuid(), 'book-big', 'WORKSPACE', 'Hotel'`,
    [options.houses],
  )
  await pool.query(
    `insert into accommodation_settings (workspace_id, fee_adult, fee_child, fee_ztp, fee_over60, fee_work, fee_max_nights)
     select id, 3000, 0, 0, 3000, 3000, 60 from workspaces where slug like 'book-%'`,
  )
  await pool.query(
    `insert into price_list_items (workspace_id, code, name, unit, price, vat_rate, included_guests, extra_adult, extra_child, seasons)
     select w.id, p.code, p.name, 'PER_NIGHT', p.price, 12, p.included, p.extra_adult, p.extra_child,
            (select jsonb_agg(s order by s->>'since')
               from generate_series($1::int, $2::int) y,
                    lateral (values (jsonb_build_object('name', 'Léto', 'since', y || '-07-01', 'till', y || '-09-01', 'price', p.summer)),
                                    (jsonb_build_object('name', 'Silvestr', 'since', y || '-12-28', 'till', (y + 1) || '-01-02', 'price', p.new_year))) v(s))
       from workspaces w
      cross join (values ('DBL', 'Dvoulůžkový pokoj', 145000, 2, 45000, 30000, 169000, 189000),
                         ('SGL', 'Jednolůžkový pokoj', 99000, 1, 0, 0, 109000, 129000),
                         ('APT', 'Rodinný apartmán', 249000, 4, 45000, 30000, 289000, 329000))
            p(code, name, price, included, extra_adult, extra_child, summer, new_year)
      where w.slug like 'book-%'`,
    [CALENDAR_YEARS.from, CALENDAR_YEARS.from + STAY_YEARS - 1],
  )
  await pool.query(
    `insert into resource_groups (workspace_id, id, name) select id, gen_random_uuid(), 'Pokoje' from workspaces where slug like 'book-%'`,
  )
  await pool.query(
    `insert into resources (workspace_id, id, group_id, kind, name, capacity, twin_beds, single_beds, bathroom, price_code, position)
     select g.workspace_id, gen_random_uuid(), g.id, 'PENSIONROOM', r.name, r.capacity, r.twin, r.single, r.bathroom, r.code, r.position
       from resource_groups g join workspaces w on w.id = g.workspace_id
      cross join jsonb_to_recordset($1::jsonb)
            r(name text, code text, capacity int, twin int, single int, bathroom text, position int)
      where w.slug like 'book-%' and w.slug <> 'book-big'
     union all
     select g.workspace_id, gen_random_uuid(), g.id, 'PENSIONROOM', 'Pokoj ' || n, 2 + n % 3, 1, n % 3, 'SHOWER', 'DBL', n
       from resource_groups g join workspaces w on w.id = g.workspace_id and w.slug = 'book-big'
      cross join generate_series(1, $2) n`,
    [
      JSON.stringify(
        ROOMS.map(([name, code, capacity, twin, single, bathroom], i) => ({
          name,
          code,
          capacity,
          twin,
          single,
          bathroom,
          position: i + 1,
        })),
      ),
      options.bigRooms,
    ],
  )
  const price = JSON.stringify({
    code: 'DBL',
    unit: 'PER_NIGHT',
    currency: 'CZK',
    nights: 3,
    units: 3,
    lines: [{ kind: 'ACCOMMODATION', detail: null, quantity: 3, unitPrice: 145000, amount: 435000, vatRate: 12 }],
    vat: [{ rate: 12, base: 388393, vat: 46607, total: 435000 }],
    accommodationTotal: 435000,
    localFeeTotal: 0,
    total: 435000,
  })
  await pool.query(
    `with stays as (
       select r.workspace_id, gen_random_uuid() as id, 'B' || to_hex(row_number() over ()) as code,
              case when k % 13 = 0 then 'CANCELED' else 'CONFIRMED' end as status, r.id as resource_id,
              $3::date + k * 7 + r.position % 3 as since, $3::date + k * 7 + r.position % 3 + 2 + (k + r.position) % 4 as till,
              'Host ' || k as contact_name
         from resources r join workspaces w on w.id = r.workspace_id and w.slug like 'book-%'
        cross join generate_series(0, $1 - 1) k
     ), opened as (
       insert into stay_accounts (workspace_id, id, currency) select workspace_id, id, 'CZK' from stays
     )
     insert into reservations (workspace_id, id, account_id, code, status, source, resource_id, since, till, adults,
                               contact_name, price, total, currency, guest_info_token)
     select workspace_id, id, id, code, status, 'RECEPTION', resource_id, since, till, 2,
            contact_name, $2::jsonb, 435000, 'CZK', md5(random()::text)
       from stays`,
    [STAY_YEARS * 52, price, FIRST_NIGHT],
  )
  await pool.query(
    `insert into contacts (workspace_id, id, name) select id, gen_random_uuid(), 'Petr Svoboda' from workspaces where slug like 'book-%'`,
  )
  await pool.query(
    `insert into rental_contracts (workspace_id, id, number, contact_id, resource_id, since, till, price)
     select r.workspace_id, gen_random_uuid(), '2028-0001', c.id, r.id, date '2028-01-01', date '2028-04-01', 1200000
       from resources r join contacts c on c.workspace_id = r.workspace_id
      where r.position = $1 and r.workspace_id in (select id from workspaces where slug like 'book-%' and slug <> 'book-big')`,
    [ROOMS.length],
  )
  await pool.query(
    `insert into channel_feeds (workspace_id, id, resource_id, name, url)
     select r.workspace_id, gen_random_uuid(), r.id, 'Airbnb', 'https://www.airbnb.com/calendar/ical/1.ics'
       from resources r join workspaces w on w.id = r.workspace_id and w.slug like 'book-%' where r.position = 1`,
  )
  await pool.query(
    `insert into channel_blocks (workspace_id, id, feed_id, uid, resource_id, since, till, kind)
     select f.workspace_id, gen_random_uuid(), f.id, m || '@airbnb.com', f.resource_id,
            $1::date + m * 30 + 5, $1::date + m * 30 + 6, 'BOOKING'
       from channel_feeds f cross join generate_series(0, $2 - 1) m
      order by f.id, m`,
    [FIRST_NIGHT, Math.floor((STAY_YEARS * 365) / 30)],
  )
  await pool.query('analyze')
}
