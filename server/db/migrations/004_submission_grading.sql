-- Grading writes (docs/canvas-contract.md §5.2): the grader's override of how late a submission is, kept with
-- late_policy_status = 'late'.
ALTER TABLE submissions ADD COLUMN seconds_late_override INTEGER;
