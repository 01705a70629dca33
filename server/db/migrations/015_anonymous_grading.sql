-- Anonymous grading (docs/decisions/0056-anonymous-grading.md): the assignment's flag, and each submission's
-- anonymous id: five random base58 characters, unique within the assignment, as canvas-lms's Anonymity.generate_id
-- (lib/anonymity.rb) draws them for every new submission.
ALTER TABLE assignments ADD COLUMN anonymous_grading INTEGER NOT NULL DEFAULT 0;
ALTER TABLE submissions ADD COLUMN anonymous_id TEXT;

-- Existing rows get one; a draw another row of the assignment already holds is drawn again (three rounds leave a
-- repeat about one chance in 10^20 on a 3,000-student assignment).
UPDATE submissions SET anonymous_id = substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1) || substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1) || substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1) || substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1) || substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1);
UPDATE submissions SET anonymous_id = substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1) || substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1) || substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1) || substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1) || substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1)
  WHERE id IN (SELECT s.id FROM submissions s JOIN submissions t ON t.assignment_id = s.assignment_id AND t.anonymous_id = s.anonymous_id AND t.id < s.id);
UPDATE submissions SET anonymous_id = substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1) || substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1) || substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1) || substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1) || substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1)
  WHERE id IN (SELECT s.id FROM submissions s JOIN submissions t ON t.assignment_id = s.assignment_id AND t.anonymous_id = s.anonymous_id AND t.id < s.id);
UPDATE submissions SET anonymous_id = substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1) || substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1) || substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1) || substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1) || substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1)
  WHERE id IN (SELECT s.id FROM submissions s JOIN submissions t ON t.assignment_id = s.assignment_id AND t.anonymous_id = s.anonymous_id AND t.id < s.id);

CREATE UNIQUE INDEX submissions_anonymous_id ON submissions(assignment_id, anonymous_id);

-- Every new row gets one wherever it is inserted: the first of eight draws no row of the assignment holds.
CREATE TRIGGER submissions_anonymous_id AFTER INSERT ON submissions WHEN NEW.anonymous_id IS NULL
BEGIN
  UPDATE submissions SET anonymous_id = (
    WITH RECURSIVE draws(n, id) AS (
      SELECT 1, substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1) || substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1) || substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1) || substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1) || substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1)
      UNION ALL SELECT n + 1, substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1) || substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1) || substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1) || substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1) || substr('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 1 + abs(random() % 58), 1) FROM draws WHERE n < 8
    )
    SELECT id FROM draws
     WHERE id NOT IN (SELECT anonymous_id FROM submissions WHERE assignment_id = NEW.assignment_id AND anonymous_id IS NOT NULL)
     ORDER BY n LIMIT 1
  ) WHERE id = NEW.id;
END;
