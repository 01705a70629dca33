-- File lists sort by name case-insensitively with ties by id (FilesController#api_index); these indexes give
-- that order directly, so a page deep in a 10,000-file folder or owner needs no sort of the whole list.
CREATE INDEX attachments_folder_name ON attachments(folder_id, workflow_state, display_name COLLATE NOCASE, id);
CREATE INDEX attachments_context_name ON attachments(context_type, context_id, workflow_state, display_name COLLATE NOCASE, id);
