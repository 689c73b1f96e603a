-- Czech sort order (Č after C, "ch" after "h") for names on every database, whatever its own
-- collation (the embedded one and CI's are "C"): lists order by `name collate "cs_czech"` (db/czech.ts).
CREATE COLLATION IF NOT EXISTS "cs_czech" (provider = icu, locale = 'cs-CZ');
