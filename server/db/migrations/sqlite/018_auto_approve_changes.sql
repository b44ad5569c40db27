-- Issue 28: in automatic confirmation, a guest's change that passes every rule is approved at once
-- unless the owner turns this off (then it waits on the Requests screen, as in manual mode).
ALTER TABLE restaurants ADD COLUMN auto_approve_changes INTEGER NOT NULL DEFAULT 1 CHECK (auto_approve_changes IN (0, 1));
