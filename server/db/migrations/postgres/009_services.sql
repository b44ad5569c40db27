-- Services (docs/api.md §4): a restaurant's services and their opening periods, several a day, as
-- JSON. NULL for a restaurant that never defined services: its weekly_hours and date_exceptions are
-- then the periods of its one `main` service. When set, weekly_hours and date_exceptions hold the
-- summary of it that existing clients read (first opening, last closing).

ALTER TABLE restaurants ADD COLUMN services TEXT;
