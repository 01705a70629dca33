-- Files attached to a submission comment (the grade PUT's comment[file_ids][]). The files live in the commented
-- submission's context (uploaded by POST …/submissions/:user_id/comments/files); a group comment links the same
-- files to each member's copy of the comment.
CREATE TABLE submission_comment_attachments (
  comment_id INTEGER NOT NULL REFERENCES submission_comments(id),
  attachment_id INTEGER NOT NULL REFERENCES attachments(id),
  PRIMARY KEY (comment_id, attachment_id)
);
CREATE INDEX submission_comment_attachments_attachment ON submission_comment_attachments(attachment_id);
