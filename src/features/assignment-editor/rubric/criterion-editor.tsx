import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/button';
import { CheckboxField } from '@/components/form/checkbox-field';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { moveKeyHandler } from './move-keys';
import { criterionPoints, newRating, type RubricFormValues } from './rubric-form-values';

export interface CriterionEditorProps {
  index: number;
  count: number;
  /** Moves this criterion by one place; the editor announces where it went and keeps the focus on what moved. */
  onMove: (from: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
  announce: (text: string) => void;
}

/** One criterion: its name, long description, whether ratings are ranges, and its ratings highest points first. */
export function CriterionEditor({ index, count, onMove, onRemove, announce }: CriterionEditorProps) {
  const { control, register, formState } = useFormContext<RubricFormValues>();
  const ratings = useFieldArray({ control, name: `criteria.${index}.ratings`, keyName: 'key' });
  const criterion = useWatch({ control, name: `criteria.${index}` });
  const errors = formState.errors.criteria?.[index];
  const name = criterion.description.trim() || `Criterion ${index + 1}`;
  const moveRating = (from: number, by: -1 | 1) => {
    const to = from + by;
    if (to < 0 || to >= ratings.fields.length) return;
    ratings.move(from, to);
    announce(`Rating moved to place ${to + 1} of ${ratings.fields.length} in ${name}. Ratings must still go from most to fewest points.`);
    keepFocusAfterMove();
  };
  return (
    <fieldset className="rubric-editor__criterion" onKeyDown={moveKeyHandler((by) => onMove(index, by))} data-criterion={index}>
      <legend className="rubric-editor__legend">{`Criterion ${index + 1} of ${count} · ${criterionPoints(criterion)} points`}</legend>
      <div className="rubric-editor__criterion-tools">
        <MoveButtons label={name} first={index === 0} last={index === count - 1} onMove={(by) => onMove(index, by)} />
        <Button size="sm" variant="ghost" onPress={() => onRemove(index)} isDisabled={count === 1}>
          {`Remove ${name}`}
        </Button>
      </div>
      <TextField label="Criterion" {...register(`criteria.${index}.description`)} error={errors?.description?.message} />
      <TextAreaField label="Long description" {...register(`criteria.${index}.long_description`)} />
      <CheckboxField
        label="Ratings are ranges of points"
        description="A score anywhere from a rating's points down to the next rating's counts as that rating."
        {...register(`criteria.${index}.criterion_use_range`)}
      />
      <table className="rubric-editor__ratings">
        <caption className="visually-hidden">{`Ratings of ${name}, most points first`}</caption>
        <thead>
          <tr>
            <th scope="col">Points</th>
            <th scope="col">Rating</th>
            <th scope="col">Long description</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {ratings.fields.map((field, at) => {
            const ratingErrors = errors?.ratings?.[at];
            const label = `Rating ${at + 1} of ${name}`;
            return (
              <tr key={field.key} onKeyDown={moveKeyHandler((by) => moveRating(at, by))}>
                <td>
                  <TextField label={`${label}: points`} inputMode="decimal" autoComplete="off" {...register(`criteria.${index}.ratings.${at}.points`)} error={ratingErrors?.points?.message} />
                </td>
                <td>
                  <TextField label={`${label}: name`} {...register(`criteria.${index}.ratings.${at}.description`)} error={ratingErrors?.description?.message} />
                </td>
                <td>
                  <TextAreaField label={`${label}: long description`} rows={1} {...register(`criteria.${index}.ratings.${at}.long_description`)} />
                </td>
                <td className="rubric-editor__rating-tools">
                  <MoveButtons label={label} first={at === 0} last={at === ratings.fields.length - 1} onMove={(by) => moveRating(at, by)} />
                  <Button size="sm" variant="ghost" aria-label={`Remove ${label}`} onPress={() => ratings.remove(at)} isDisabled={ratings.fields.length === 1}>
                    Remove
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Button size="sm" onPress={() => ratings.append(newRating('', 0), { shouldFocus: true, focusName: `criteria.${index}.ratings.${ratings.fields.length}.description` })}>
        {`Add a rating to ${name}`}
      </Button>
    </fieldset>
  );
}

function MoveButtons({ label, first, last, onMove }: { label: string; first: boolean; last: boolean; onMove: (by: -1 | 1) => void }) {
  return (
    <span className="rubric-editor__move">
      <Button size="sm" variant="ghost" aria-label={`Move ${label} up`} aria-keyshortcuts="Alt+ArrowUp" isDisabled={first} onPress={() => onMove(-1)}>
        ↑
      </Button>
      <Button size="sm" variant="ghost" aria-label={`Move ${label} down`} aria-keyshortcuts="Alt+ArrowDown" isDisabled={last} onPress={() => onMove(1)}>
        ↓
      </Button>
    </span>
  );
}

/**
 * Moving a row moves its DOM nodes, and the browser drops the focus of a moved node: it goes back to what had it
 * (a field, a move button), or to the row's other move button when the pressed one is now disabled at an end.
 */
export function keepFocusAfterMove() {
  const active = document.activeElement;
  requestAnimationFrame(() => {
    if (!(active instanceof HTMLElement)) return;
    if (active instanceof HTMLButtonElement && active.disabled) active.parentElement?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
    else active.focus();
  });
}
