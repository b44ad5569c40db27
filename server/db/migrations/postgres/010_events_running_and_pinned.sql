-- GET /events' running and pinned events (docs/api.md §8.3) through indexes of their own, so the
-- rows read do not grow with the restaurant's past events. events_by_end: the events that end at
-- or after an instant, start_at beside end_at so the "started before it" test is answered from the
-- index (the events still to come are read, never the history). events_pinned: only the pinned
-- events (a query finds it by the very condition `is_pinned = 1`, not a parameter).
CREATE INDEX events_by_end ON events(restaurant_id, status, end_at, start_at);
CREATE INDEX events_pinned ON events(restaurant_id, status, start_at) WHERE is_pinned = 1;
