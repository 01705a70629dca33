import type { Path } from 'react-hook-form';
import { readServerErrors } from '@/components/form/server-errors';
import type { RubricFormValues } from './rubric-form-values';

type FieldName = Path<RubricFormValues>;

/**
 * Where the server's rubric errors land: `title` (Rails' attribute) and the bracketed parameter names the server
 * refuses by name (`rubric[criteria][0][ratings][1][points]`), which follow the form's order since criteria and
 * ratings are sent indexed as listed.
 */
function errorFields(values: RubricFormValues): Record<string, FieldName> {
  const fields: Record<string, FieldName> = { title: 'title', 'rubric[title]': 'title' };
  values.criteria.forEach((criterion, index) => {
    const name = `rubric[criteria][${index}]`;
    fields[`${name}[description]`] = `criteria.${index}.description`;
    fields[`${name}[points]`] = `criteria.${index}.description`;
    criterion.ratings.forEach((_, at) => {
      fields[`${name}[ratings][${at}][points]`] = `criteria.${index}.ratings.${at}.points`;
      fields[`${name}[ratings][${at}][description]`] = `criteria.${index}.ratings.${at}.description`;
    });
  });
  return fields;
}

export function readRubricErrors(error: unknown, values: RubricFormValues) {
  return readServerErrors(error, errorFields(values));
}
