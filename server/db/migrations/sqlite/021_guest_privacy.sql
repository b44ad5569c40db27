-- Issue 29 "Privacy" (docs/api.md §20): how long a restaurant keeps its guests' details, in months.
ALTER TABLE restaurants ADD COLUMN guest_data_retention_months INTEGER NOT NULL DEFAULT 24 CHECK (guest_data_retention_months >= 1);
-- When a booking's guest details were erased or anonymised; NULL while they are held.
ALTER TABLE reservations ADD COLUMN anonymised_at TEXT;
-- A message queued by an erasure (the cancellation sent to the guest first): its recipient and
-- error go too once it is delivered or given up, so the erasure finishes when the message leaves.
ALTER TABLE outbox ADD COLUMN erase_when_done INTEGER NOT NULL DEFAULT 0 CHECK (erase_when_done IN (0, 1));
-- Every erasure and retention run: who, when, how many rows; never whose data.
CREATE TABLE privacy_audit (
  id INTEGER PRIMARY KEY,
  restaurant_id TEXT NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  action TEXT NOT NULL CHECK (action IN ('erasure', 'retention')),
  actor TEXT NOT NULL,
  at TEXT NOT NULL,
  rows_changed INTEGER NOT NULL,
  bookings_cancelled INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX privacy_audit_by_restaurant ON privacy_audit (restaurant_id, action, at);
-- Retention finds the stays that ended long ago and still hold a guest's details.
CREATE INDEX reservations_to_anonymise ON reservations (restaurant_id, ends_at) WHERE anonymised_at IS NULL;
