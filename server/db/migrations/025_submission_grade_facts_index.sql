-- What an assignment list and a course grade read of each submission, in the index itself: whether an assignment has
-- submitted or graded work was a walk over every submission row of the assignment (3,000 on the large profile's
-- gradebook course, 30-40 ms for its 50 assignments), and is now a walk over this index's entries (6 ms). It starts
-- with the (assignment_id, user_id) of the table's unique key, so every seek that key served, this one serves too.
CREATE INDEX submissions_grade_facts ON submissions(
  assignment_id, user_id, workflow_state, score, excused, posted_at, submission_type, grade_matches_current_submission
);
