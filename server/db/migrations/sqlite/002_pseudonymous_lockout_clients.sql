-- The PIN lockouts count failures per client by an HMAC of its address (security/client-tag.ts),
-- no longer by the address itself. SQL cannot compute the HMAC, so the rows on hand (at most one
-- lockout window's worth) are dropped: a lockout in progress restarts once, on upgrade.
DELETE FROM manage_failures;
ALTER TABLE manage_failures RENAME COLUMN client_ip TO client_tag;
DROP INDEX manage_failures_by_ip;
CREATE INDEX manage_failures_by_client ON manage_failures(client_tag, failed_at);
