-- Every sign-in attempt costs a password hash, so successful ones are counted too (docs/api.md
-- §16.2): a right password forgives the account's failures by marking their rows, its own among
-- them, not by deleting them, so they still count as attempts.
ALTER TABLE sign_in_failures ADD COLUMN forgiven INTEGER NOT NULL DEFAULT 0;
