import { Controller, useFormContext } from 'react-hook-form';
import { RichTextField } from '@/components/rich-text/rich-text-field';
import type { EditCourseValues } from './course-form-values';

/**
 * The syllabus in the rich-text editor. It replaced a raw HTML text area with a server-rendered preview:
 * the editor shows the formatting itself, and what it writes is already what the server's sanitizer keeps
 * (byte for byte), so a preview would only repeat it.
 */
export function SyllabusEditor() {
  const { control } = useFormContext<EditCourseValues>();
  return (
    <Controller
      control={control}
      name="syllabus_body"
      render={({ field, fieldState }) => (
        <RichTextField
          label="Syllabus content"
          description="Headings, lists, links, images and tables. Scripts and inline styles are not kept."
          error={fieldState.error?.message}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
