-- A restaurant's invitation is taken up only through that restaurant's own link (docs/api.md §16.1).
-- Until then the membership is pending (accepted_at NULL) and gives no access. A link names the
-- restaurant that made it, so using one accepts that restaurant alone: an owner who set the
-- password of an address through their own link never gains what another restaurant grants it.

ALTER TABLE memberships ADD COLUMN accepted_at TEXT;
ALTER TABLE setup_links ADD COLUMN restaurant_id TEXT COLLATE "C" REFERENCES restaurants(id) ON DELETE CASCADE;
-- Who made it: an owner's link, handed to that owner, vouches for their restaurant alone.
ALTER TABLE setup_links ADD COLUMN issued_by TEXT NOT NULL DEFAULT 'owner' CHECK (issued_by IN ('owner', 'operator'));

-- A membership the account had when its password was set was taken up with it. One given later
-- (an invitation of an address that had an account: no link, access at once) was never agreed to
-- by whoever knows the password, and stays pending until taken up through a new invitation's link.
-- A pending invitation's link stays good only where it can name one restaurant.
UPDATE memberships SET accepted_at = created_at
  WHERE user_id IN (
    SELECT id FROM users
    WHERE password_hash IS NOT NULL AND password_changed_at IS NOT NULL AND password_changed_at >= memberships.created_at
  );
UPDATE setup_links SET restaurant_id = (SELECT m.restaurant_id FROM memberships m WHERE m.user_id = setup_links.user_id)
  WHERE (SELECT count(*) FROM memberships m WHERE m.user_id = setup_links.user_id) = 1;
DELETE FROM setup_links WHERE restaurant_id IS NULL;

DROP INDEX setup_links_by_user;
CREATE UNIQUE INDEX setup_links_by_invitation ON setup_links(user_id, restaurant_id);
