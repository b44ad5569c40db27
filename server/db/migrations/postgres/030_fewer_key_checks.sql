-- Each foreign key costs every inserted row a lookup and a lock of its parent row, in a trigger
-- after the statement. A booking paid for several whose rows already go with a parent of the same
-- restaurant: those are dropped. A key stays wherever no other parent exists (a message of no
-- reservation still needs the outbox's restaurant key). Deleting a restaurant, or erasing a guest,
-- still leaves no row behind: server/db/orphans.test.ts.

-- A contact goes with its profile (profile_id, ON DELETE CASCADE), the profile with its restaurant.
ALTER TABLE guest_contacts DROP CONSTRAINT guest_contacts_restaurant_id_fkey;

-- Derived from the occupying reservations by their trigger, which takes each deleted reservation's
-- covers away (a restaurant's deletion cascades to them) and the row with its last cover.
ALTER TABLE covers_by_stay DROP CONSTRAINT covers_by_stay_restaurant_id_fkey;
