-- Keyset pages (docs/decisions/0075): students' submissions grouped by student read a course's students in user id
-- order from a bookmark on, so a page costs the same however many students the course has.
CREATE INDEX enrollments_course_user ON enrollments(course_id, user_id);
