import type pg from 'pg'

// Czech names as guests carry them; a surname has a male and a female form (Horák, Horáková).
const WOMEN = (
  'Markéta Jana Eva Hana Anna Lenka Kateřina Lucie Věra Alena Petra Veronika Jaroslava Tereza Martina ' +
  'Michaela Jitka Zuzana Ivana Božena Monika Eliška Barbora Klára Šárka Dagmar Radka Zdeňka Simona Kristýna'
).split(' ')
const MEN = (
  'Jan Jiří Petr Josef Pavel Martin Tomáš Jaroslav Miroslav Zdeněk Václav Michal František Jakub Milan Karel ' +
  'Lukáš David Ondřej Vojtěch Štěpán Radek Aleš Matěj Dušan Bohumil Filip Marek Adam Roman'
).split(' ')
const SURNAMES = (
  'Novák/Nováková Svoboda/Svobodová Novotný/Novotná Dvořák/Dvořáková Černý/Černá Procházka/Procházková ' +
  'Kučera/Kučerová Veselý/Veselá Horák/Horáková Němec/Němcová Marek/Marková Pospíšil/Pospíšilová ' +
  'Pokorný/Pokorná Hájek/Hájková Král/Králová Jelínek/Jelínková Růžička/Růžičková Beneš/Benešová ' +
  'Fiala/Fialová Sedláček/Sedláčková Doležal/Doležalová Zeman/Zemanová Kolář/Kolářová Navrátil/Navrátilová ' +
  'Čermák/Čermáková Vaněk/Vaňková Urban/Urbanová Blažek/Blažková Kříž/Křížová Kovář/Kovářová ' +
  'Bartoš/Bartošová Vlček/Vlčková Polák/Poláková Musil/Musilová Kopecký/Kopecká Šimek/Šimková ' +
  'Konečný/Konečná Malý/Malá Holub/Holubová Štěpánek/Štěpánková Kadlec/Kadlecová Dostál/Dostálová ' +
  'Soukup/Soukupová Šťastný/Šťastná Mareš/Marešová Sýkora/Sýkorová Moravec/Moravcová Tichý/Tichá ' +
  'Valenta/Valentová Vávra/Vávrová Matoušek/Matoušková Říha/Říhová Bláha/Bláhová Ševčík/Ševčíková ' +
  'Bureš/Burešová Hruška/Hrušková Mašek/Mašková Pavlík/Pavlíková Janda/Jandová Hrubý/Hrubá ' +
  'Müller/Müllerová Wagner/Wagnerová Schmidt/Schmidtová Fischer/Fischerová Kozák/Kozáková Vacek/Vacková ' +
  'Kratochvíl/Kratochvílová Ryba/Rybová Jireš/Jirešová Toman/Tomanová Hanák/Hanáková Sládek/Sládková ' +
  'Kubíček/Kubíčková Staněk/Staňková Vojtek/Vojtková Vondra/Vondrová Hudec/Hudcová Skála/Skálová ' +
  'Pešek/Pešková Cibulka/Cibulková Havlík/Havlíková Kubát/Kubátová Šindelář/Šindelářová Vrba/Vrbová ' +
  'Zelenka/Zelenková Mach/Machová Brož/Brožová Havel/Havlová Hlaváček/Hlaváčková Doubek/Doubková ' +
  'Kalina/Kalinová Šafránek/Šafránková Kohout/Kohoutová Žák/Žáková Smith/Smith Kowalski/Kowalska'
)
  .split(' ')
  .map((pair) => pair.split('/') as [string, string])

export const SEARCH_WORKSPACE = 'search-bench'
export const GENERATED_RESERVATIONS = 1_000_000

/**
 * One workspace with 500 rooms × 2 000 stays a week apart (10⁶ reservations, 2000–2038), generated in
 * SQL: a Czech contact (name, e-mail, phone with spaces), every other stay a second guest, a mix of
 * states and sources. The trigram index is dropped for the insert and built again after it (as
 * migration 0027 defines it), which is several times faster than keeping it up to date row by row.
 */
export async function generateSearchData(client: pg.PoolClient) {
  const arrays = {
    women: WOMEN,
    men: MEN,
    surnamesMale: SURNAMES.map(([male]) => male),
    surnamesFemale: SURNAMES.map(([, female]) => female),
  }
  await client.query(`select setseed(0.2027)`)
  await client.query(
    `insert into workspaces (id, slug, kind, name) values (gen_random_uuid(), $1, 'WORKSPACE', 'Penzion Hledání')`,
    [SEARCH_WORKSPACE],
  )
  const ws = `(select id from workspaces where slug = '${SEARCH_WORKSPACE}')`
  await client.query(`insert into resource_groups (workspace_id, id, name) select ${ws}, gen_random_uuid(), 'Pokoje'`)
  await client.query(
    `insert into price_list_items (workspace_id, code, name, unit, price, vat_rate, included_guests)
     select ${ws}, 'DBL', 'Dvoulůžko', 'PER_NIGHT', 100000, 12, 2`,
  )
  await client.query(
    `insert into resources (workspace_id, id, group_id, kind, name, capacity, price_code, position)
     select g.workspace_id, gen_random_uuid(), g.id, 'PENSIONROOM', 'Pokoj ' || r, 3, 'DBL', r
       from resource_groups g cross join generate_series(1, 500) r where g.workspace_id = ${ws}`,
  )
  const index = await client.query<{ indexdef: string }>(
    `select indexdef from pg_indexes where indexname = 'reservations_search_idx'`,
  )
  const definition = index.rows[0]?.indexdef
  if (!definition) throw new Error('reservations_search_idx is missing: is migration 0027 applied?')
  await client.query('drop index reservations_search_idx')
  await client.query(
    `with picked as (
       select r.workspace_id, gen_random_uuid() as id, r.id as resource_id, r.position, k, row_number() over () as n,
              random() < 0.5 as woman, 1 + floor(random() * $4)::int as f, 1 + floor(random() * $4)::int as g,
              1 + floor(random() * $5)::int as s, (600000000 + floor(random() * 99999999))::bigint::text as digits
         from resources r cross join generate_series(0, 1999) k
        where r.workspace_id = ${ws}
     ), named as (
       select p.*,
              case when woman then ($1::text[])[f] else ($2::text[])[f] end as first_name,
              case when woman then ($6::text[])[s] else ($3::text[])[s] end as last_name,
              case when woman then ($2::text[])[g] || ' ' || ($3::text[])[s]
                   else ($1::text[])[g] || ' ' || ($6::text[])[s] end as second_guest,
              date '2000-01-03' + k * 7 + position % 7 as since, 1 + k % 5 as nights
         from picked p
     ), opened as (
       insert into stay_accounts (workspace_id, id, currency) select workspace_id, id, 'CZK' from named
     ), paid as (
       -- the stays before November were paid (decision 011: a payment, not a flag)
       insert into stay_payments (workspace_id, id, account_id, amount, method, paid_on, created_by)
       select workspace_id, id, id, 100000 * nights, 'cash', since, 'bench' from named where since < date '2026-11-01'
     )
     insert into reservations (workspace_id, id, account_id, code, status, source, resource_id, since, till, adults, children,
                               contact_name, contact_email, contact_phone, guest_names, price, total, currency,
                               guest_info_token, created_at)
     select workspace_id, id, id, 'R' || lpad(upper(to_hex(n)), 6, '0'),
            case when n % 20 = 7 then 'CANCELED' when since < date '2026-11-01' then 'CHECKED_OUT' else 'CONFIRMED' end,
            (array['RECEPTION','PHONE','EMAIL','WEB','BOOKING_COM','AIRBNB','OTHER'])[1 + n % 7],
            resource_id, since, since + nights, 2, n % 3,
            first_name || ' ' || last_name,
            innkeep_fold(first_name) || '.' || innkeep_fold(last_name) || (n % 97) || '@example.cz',
            '+420 ' || substr(digits, 1, 3) || ' ' || substr(digits, 4, 3) || ' ' || substr(digits, 7, 3),
            case when n % 2 = 0 then first_name || ' ' || last_name || ' ' || second_guest else '' end,
            '{}'::jsonb, 100000 * nights, 'CZK', md5(n::text), since - 30
       from named`,
    [arrays.women, arrays.men, arrays.surnamesMale, arrays.women.length, SURNAMES.length, arrays.surnamesFemale],
  )
  await client.query(`set maintenance_work_mem = '512MB'`)
  await client.query(definition)
  await client.query('analyze')
}
