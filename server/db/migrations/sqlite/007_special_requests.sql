-- Special requests (docs/api.md §6.1): a guest's notes (at most 500 characters, line breaks kept) and
-- the occasion of the visit, both optional. Neither is a time rule: a change to them checks no hours.

ALTER TABLE reservations ADD COLUMN guest_notes TEXT CHECK (guest_notes IS NULL OR length(guest_notes) <= 500);
ALTER TABLE reservations ADD COLUMN occasion TEXT CHECK (occasion IS NULL OR occasion IN ('birthday', 'anniversary', 'business', 'other'));
