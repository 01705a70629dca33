-- One assignment's submissions in id order: a page of students' submissions by id reads each assignment's rows from
-- its bookmark on and merges them, so it reads a page's worth of entries however large the course. Without it the
-- course's rows were collected and sorted whenever they were under a twentieth of the table (a walk in rowid order
-- above that): 5.8 ms for a page of the 3,000-student course, 10.8 ms once the course had 6,000.
CREATE INDEX submissions_assignment_order ON submissions(assignment_id, id);
