-- The upload protocol (docs/canvas-contract.md §3.3). on_duplicate=overwrite keeps Canvas's replacement chain: the replaced
-- file points at the file that took its place, so links to the old id can find the new one.
ALTER TABLE attachments ADD COLUMN replacement_attachment_id INTEGER REFERENCES attachments(id);

-- Releasing bytes and the start-up sweep ask "does any live row still use this key?" once per key.
CREATE INDEX attachments_storage_key ON attachments(storage_key);
