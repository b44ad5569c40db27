-- Issue 30: guests book in French, Italian, Spanish and Dutch too. guest_lang's CHECK allows only
-- 'en' and 'de', and SQLite cannot change a CHECK without rebuilding the table, so the language
-- moves to a column of its own, checked by the application (core/locale.ts LANGS), so a further
-- language needs no migration. guest_lang keeps 'en' or 'de' for anything that still reads it.
ALTER TABLE reservations ADD COLUMN guest_language TEXT;
UPDATE reservations SET guest_language = guest_lang;
