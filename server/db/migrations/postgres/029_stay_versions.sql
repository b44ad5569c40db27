-- Nothing to change on PostgreSQL: tables mode reads the held stays each time there, and only
-- SQLite keeps them in memory with a version per restaurant (sqlite/029_stay_versions.sql). The
-- number is taken here too so both engines stand at the same schema version (`couvert db copy`).
SELECT 1;
