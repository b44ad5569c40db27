-- The owner's Requests screen (docs/api.md §16.6): the bookings waiting for confirmation whose stay
-- is not over, read from an index of the pending ones only, so the rows read do not grow with the
-- restaurant's confirmed and past bookings. A query finds it by the very condition
-- `status = 'pending'`, not a parameter.
CREATE INDEX reservations_pending_by_time ON reservations(restaurant_id, starts_at) WHERE status = 'pending';
