import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useField } from './field-ids';
import { FieldDescription, FieldError } from './field-message';

export interface RadioOption {
  value: string;
  label: string;
  description?: string;
}

export interface RadioGroupFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type' | 'value'> {
  legend: ReactNode;
  options: readonly RadioOption[];
  description?: ReactNode;
  error?: string;
  /** Applied to every radio, as `register()` returns one ref for the group. */
  ref?: Ref<HTMLInputElement>;
}

/** Native radios in a fieldset: the legend names the group, arrow keys move between options. */
export function RadioGroupField({ legend, options, description, error, id, ref, ...inputProps }: RadioGroupFieldProps) {
  const { ids } = useField(id, description, error);
  return (
    <fieldset className="field field--group" aria-describedby={ids.describedBy} aria-invalid={error ? true : undefined}>
      <legend className="field__label">{legend}</legend>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <div className="field__options">
        {options.map((option, index) => {
          const optionId = index === 0 ? ids.controlId : `${ids.controlId}-${option.value}`;
          const hintId = option.description ? `${optionId}-hint` : undefined;
          return (
            <div key={option.value} className="field__option">
              <input {...inputProps} ref={ref} type="radio" id={optionId} value={option.value} aria-describedby={hintId} />
              <span className="field__option-text">
                <label htmlFor={optionId} className="field__option-label">
                  {option.label}
                </label>
                {option.description ? (
                  <span id={hintId} className="field__option-hint">
                    {option.description}
                  </span>
                ) : null}
              </span>
            </div>
          );
        })}
      </div>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </fieldset>
  );
}
