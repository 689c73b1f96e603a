-- btree_gist makes the exclusion constraints against double booking possible (workspace_id WITH =, stay WITH &&).
CREATE EXTENSION IF NOT EXISTS btree_gist;
