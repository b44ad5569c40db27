-- Every sign-in attempt costs a password hash, so successful ones are counted too (docs/api.md
-- §16.2): a right password takes its row out of the failures by marking it, not by deleting it.
ALTER TABLE sign_in_failures ADD COLUMN succeeded INTEGER NOT NULL DEFAULT 0;
