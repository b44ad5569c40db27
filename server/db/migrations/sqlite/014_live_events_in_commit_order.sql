-- PostgreSQL's live events name their writing transaction, to be read in commit order
-- (postgres/014). SQLite's one writer commits in id order, so the column stays NULL here; it
-- exists so that both engines have the same columns.
ALTER TABLE live_events ADD COLUMN tx_id INTEGER;
