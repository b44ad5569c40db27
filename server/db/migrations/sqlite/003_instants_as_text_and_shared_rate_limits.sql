-- Instants the API shows are compared as text from now on, with their indexes (no function around
-- the column): rewrite any row stored before they were cut to whole seconds into the one fixed
-- form, `YYYY-MM-DDTHH:MM:SSZ`.
UPDATE reservations SET starts_at = strftime('%Y-%m-%dT%H:%M:%SZ', starts_at), ends_at = strftime('%Y-%m-%dT%H:%M:%SZ', ends_at)
  WHERE starts_at NOT GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]Z'
     OR ends_at NOT GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]Z';
UPDATE events SET start_at = strftime('%Y-%m-%dT%H:%M:%SZ', start_at)
  WHERE start_at NOT GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]Z';
UPDATE events SET end_at = strftime('%Y-%m-%dT%H:%M:%SZ', end_at)
  WHERE end_at IS NOT NULL AND end_at NOT GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]Z';

-- Rate-limit windows kept in the database, for servers that share one (PostgreSQL). The table is
-- here too so that both engines have the same schema.
CREATE TABLE rate_limit_hits (
  bucket    TEXT PRIMARY KEY,
  hits      INTEGER NOT NULL,
  reset_at  INTEGER NOT NULL
);
CREATE INDEX rate_limit_hits_by_reset ON rate_limit_hits(reset_at);
