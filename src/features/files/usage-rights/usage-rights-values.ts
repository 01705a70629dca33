import { z } from 'zod/mini';
import type { CanvasFile } from '@/api/schemas/file';
import type { UsageRightsFields, UseJustification } from '@/api/usage-rights';

/** The justifications in Canvas's own words (canvas-lms files_v2 UsageRightsModal's CONTENT_OPTIONS). */
export const JUSTIFICATIONS: readonly { value: UseJustification; label: string }[] = [
  { value: 'own_copyright', label: 'I hold the copyright' },
  { value: 'used_by_permission', label: 'I have permission to use this file' },
  { value: 'public_domain', label: 'The material is in the public domain' },
  { value: 'fair_use', label: 'The material is subject to an exception - e.g. fair use, the right to quote, or others under applicable copyright laws' },
  { value: 'creative_commons', label: 'Creative Commons License' },
];

const justificationValues = JUSTIFICATIONS.map((option) => option.value) as [UseJustification, ...UseJustification[]];

export const usageRightsFormSchema = z
  .object({
    use_justification: z.union([z.enum(justificationValues), z.literal('')]),
    license: z.string(),
    legal_copyright: z.string().check(z.maxLength(255, 'Keep the copyright holder under 255 characters')),
  })
  .check(
    z.superRefine((values, context) => {
      if (values.use_justification === '') context.addIssue({ code: 'custom', path: ['use_justification'], message: 'Choose how this material may be used' });
      if (values.use_justification === 'creative_commons' && values.license === '') {
        context.addIssue({ code: 'custom', path: ['license'], message: 'Choose a Creative Commons license' });
      }
    }),
  );

export type UsageRightsFormValues = z.infer<typeof usageRightsFormSchema>;

/**
 * What the form starts from, field by field as files_v2 does: a justification or copyright holder that all the
 * files share, else blank, so that a bulk edit never silently copies one file's rights onto the others.
 */
export function initialValues(files: readonly CanvasFile[]): UsageRightsFormValues {
  const first = files[0]?.usage_rights;
  const shared = <T>(read: (file: CanvasFile) => T): T | undefined => {
    const value = files[0] ? read(files[0]) : undefined;
    return files.every((file) => read(file) === value) ? value : undefined;
  };
  const justification = JUSTIFICATIONS.find((option) => option.value === shared((file) => file.usage_rights?.use_justification))?.value ?? '';
  return {
    use_justification: justification,
    license: justification === 'creative_commons' ? (shared((file) => file.usage_rights?.license) ?? '') : '',
    legal_copyright: first ? (shared((file) => file.usage_rights?.legal_copyright ?? '') ?? '') : '',
  };
}

/** Form values to `usage_rights[...]`: the license only for Creative Commons; otherwise Canvas infers it. */
export function toUsageRightsFields(values: UsageRightsFormValues): UsageRightsFields {
  if (values.use_justification === '') throw new Error('A justification is required');
  const fields: UsageRightsFields = { use_justification: values.use_justification, legal_copyright: values.legal_copyright.trim() };
  if (values.use_justification === 'creative_commons') fields.license = values.license;
  return fields;
}
