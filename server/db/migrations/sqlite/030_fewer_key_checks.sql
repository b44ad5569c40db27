-- Nothing to change on SQLite: PostgreSQL drops two foreign keys of the booking path there
-- (postgres/030_fewer_key_checks.sql), each a lookup and a row lock per inserted row; SQLite's
-- checks are a lookup in the parent's index, in process, and dropping one means rebuilding the
-- table. The number is taken so both engines stand at one schema version (`couvert db copy`).
SELECT 1;
