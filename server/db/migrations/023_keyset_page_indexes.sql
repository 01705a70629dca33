-- Keyset pages (docs/decisions/0075): the course list by name and an assignment's submissions by student name
-- are read in these indexes' order from a bookmark on, so a page costs the same however long the list.
CREATE INDEX courses_name_nocase ON courses(name COLLATE NOCASE);
CREATE INDEX users_sortable_name_nocase ON users(sortable_name COLLATE NOCASE);
