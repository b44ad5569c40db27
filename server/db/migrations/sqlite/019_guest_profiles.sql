-- Guest profiles (issue 29, docs/api.md §16.12): a restaurant's guests recognised across bookings by
-- a normalised e-mail (trimmed, lower case) or phone (E.164, as reservations store it), never across
-- restaurants. Counts are derived from the reservations linked to a profile; the profile keeps only
-- what the owner adds (tags, notes). Test-space bookings never get a profile.
CREATE TABLE guest_profiles (
  id             INTEGER PRIMARY KEY,
  restaurant_id  TEXT NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
  tags           TEXT NOT NULL DEFAULT '[]',
  owner_notes    TEXT CHECK (owner_notes IS NULL OR length(owner_notes) <= 2000),
  created_at     TEXT NOT NULL,
  updated_at     TEXT NOT NULL,
  backfill_key   TEXT
);
CREATE INDEX guest_profiles_by_restaurant ON guest_profiles(restaurant_id, updated_at);

-- Each contact names one profile of its restaurant; a merge moves the contacts with the bookings.
CREATE TABLE guest_contacts (
  restaurant_id  TEXT NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
  kind           TEXT NOT NULL CHECK (kind IN ('email', 'phone')),
  value          TEXT NOT NULL,
  profile_id     INTEGER NOT NULL REFERENCES guest_profiles(id) ON DELETE CASCADE,
  PRIMARY KEY (restaurant_id, kind, value)
) WITHOUT ROWID;
CREATE INDEX guest_contacts_by_profile ON guest_contacts(profile_id);

ALTER TABLE reservations ADD COLUMN guest_profile_id INTEGER REFERENCES guest_profiles(id) ON DELETE SET NULL;
CREATE INDEX reservations_by_guest_profile ON reservations(guest_profile_id) WHERE guest_profile_id IS NOT NULL;

-- Backfill: one profile per e-mail, then one per phone not already a contact of one.
INSERT INTO guest_profiles (restaurant_id, created_at, updated_at, backfill_key)
SELECT restaurant_id, MIN(created_at), MAX(updated_at), 'email:' || lower(trim(guest_email))
FROM reservations WHERE space = 'live' AND guest_email IS NOT NULL AND trim(guest_email) <> ''
GROUP BY restaurant_id, lower(trim(guest_email));

INSERT INTO guest_contacts (restaurant_id, kind, value, profile_id)
SELECT restaurant_id, 'email', substr(backfill_key, 7), id FROM guest_profiles;

INSERT INTO guest_contacts (restaurant_id, kind, value, profile_id)
SELECT r.restaurant_id, 'phone', r.guest_phone, MIN(c.profile_id)
FROM reservations r JOIN guest_contacts c
  ON c.restaurant_id = r.restaurant_id AND c.kind = 'email' AND c.value = lower(trim(r.guest_email))
WHERE r.space = 'live' AND r.guest_phone IS NOT NULL AND r.guest_phone <> ''
GROUP BY r.restaurant_id, r.guest_phone;

INSERT INTO guest_profiles (restaurant_id, created_at, updated_at, backfill_key)
SELECT r.restaurant_id, MIN(r.created_at), MAX(r.updated_at), 'phone:' || r.guest_phone
FROM reservations r
WHERE r.space = 'live' AND r.guest_phone IS NOT NULL AND r.guest_phone <> ''
  AND NOT EXISTS (SELECT 1 FROM guest_contacts c WHERE c.restaurant_id = r.restaurant_id AND c.kind = 'phone' AND c.value = r.guest_phone)
GROUP BY r.restaurant_id, r.guest_phone;

INSERT INTO guest_contacts (restaurant_id, kind, value, profile_id)
SELECT restaurant_id, 'phone', substr(backfill_key, 7), id FROM guest_profiles WHERE backfill_key LIKE 'phone:%';

UPDATE reservations SET guest_profile_id = COALESCE(
  (SELECT c.profile_id FROM guest_contacts c
   WHERE c.restaurant_id = reservations.restaurant_id AND c.kind = 'email' AND c.value = lower(trim(reservations.guest_email))),
  (SELECT c.profile_id FROM guest_contacts c
   WHERE c.restaurant_id = reservations.restaurant_id AND c.kind = 'phone' AND c.value = reservations.guest_phone))
WHERE space = 'live';

ALTER TABLE guest_profiles DROP COLUMN backfill_key;
