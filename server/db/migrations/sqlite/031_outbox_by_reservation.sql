-- A reservation's messages found by their reservation: deleting a reservation (its foreign key's
-- ON DELETE CASCADE, run for an erasure or the expiry of test bookings) and erasing a guest
-- (docs/api.md §20.4) look the outbox up by reservation_id, which no index held: each read the
-- whole outbox. Each message a booking queues adds one entry to it (three for a guest's booking).
CREATE INDEX outbox_by_reservation ON outbox(reservation_id);
