import type pg from 'pg'

/**
 * Generated in SQL for speed: `workspaces` companies with `resources` rooms each, 50 stays of 2–5
 * nights per room a week apart (never overlapping), all priced 1 000 Kč a night.
 */
export async function generateData(
  pool: pg.Pool,
  options: { workspaces: number; resources: number; staysPerResource: number },
) {
  const { workspaces, resources, staysPerResource } = options
  await pool.query(
    `insert into workspaces (id, slug, kind, name)
     select gen_random_uuid(), 'bench-' || lpad(w::text, 3, '0'), 'WORKSPACE', 'Penzion ' || w
       from generate_series(1, $1) w`,
    [workspaces],
  )
  await pool.query(
    `insert into resource_groups (workspace_id, id, name) select id, gen_random_uuid(), 'Pokoje' from workspaces where slug like 'bench-%'`,
  )
  await pool.query(
    `insert into price_list_items (workspace_id, code, name, unit, price, vat_rate, included_guests)
     select id, 'DBL', 'Dvoulůžko', 'PER_NIGHT', 100000, 12, 2 from workspaces where slug like 'bench-%'`,
  )
  await pool.query(
    `insert into resources (workspace_id, id, group_id, kind, name, capacity, price_code, position)
     select g.workspace_id, gen_random_uuid(), g.id, 'PENSIONROOM', 'Pokoj ' || r, 2, 'DBL', r
       from resource_groups g cross join generate_series(1, $1) r`,
    [resources],
  )
  const price = JSON.stringify({
    code: 'DBL',
    unit: 'PER_NIGHT',
    currency: 'CZK',
    nights: 3,
    units: 3,
    lines: [{ kind: 'ACCOMMODATION', detail: null, quantity: 3, unitPrice: 100000, amount: 300000, vatRate: 12 }],
    vat: [{ rate: 12, base: 267857, vat: 32143, total: 300000 }],
    accommodationTotal: 300000,
    localFeeTotal: 0,
    total: 300000,
  })
  await pool.query(
    `with stays as (
       select r.workspace_id, gen_random_uuid() as id, 'B' || to_hex(row_number() over ()) as code, r.id as resource_id,
              date '2026-01-01' + k * 7 as since, date '2026-01-01' + k * 7 + 2 + (k % 4) as till, 'Host ' || k as contact_name
         from resources r cross join generate_series(0, $1 - 1) k
     ), opened as (
       insert into stay_accounts (workspace_id, id, currency) select workspace_id, id, 'CZK' from stays
     )
     insert into reservations (workspace_id, id, account_id, code, status, source, resource_id, since, till, adults,
                               contact_name, price, total, currency, guest_info_token)
     select workspace_id, id, id, code, 'CONFIRMED', 'RECEPTION', resource_id, since, till, 2,
            contact_name, $2::jsonb, 300000, 'CZK', md5(random()::text)
       from stays`,
    [staysPerResource, price],
  )
  await pool.query('analyze')
}
