-- What creating group sets, groups and memberships over the API stores (Canvas's GroupCategory#group_limit and
-- auto_leader, GroupMembership#moderator and created_at). Rows from before have no creation time.
ALTER TABLE group_categories ADD COLUMN group_limit INTEGER;
ALTER TABLE group_categories ADD COLUMN auto_leader TEXT;
ALTER TABLE group_memberships ADD COLUMN moderator INTEGER NOT NULL DEFAULT 0;
ALTER TABLE group_memberships ADD COLUMN created_at TEXT;
