import { Controller, useFormContext, type FieldValues } from 'react-hook-form';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { DateTimeField } from '@/components/form/date-time-field';
import { CARD_DATE_KEYS, CARD_DATE_LABELS, type Assignee } from './assign-to-model';
import { AssigneePicker } from './assignee-picker';
import type { CanvasId } from '@/api/schemas/ids';

export interface AssignToCardViewProps {
  /** The card's path in the form, e.g. "assignTo.1". */
  path: string;
  position: number;
  courseId: CanvasId;
  timeZone: string;
  groupCategoryId: CanvasId | null;
  takenElsewhere: ReadonlySet<string>;
  everyoneLabel: string;
  /** Its last save failed: it is marked until a save succeeds. */
  failed: boolean;
  onRemoveCard: () => void;
  /** False when the section asked first (the last "everyone"), so the removal has not happened yet. */
  onRemoveAssignee: (assignee: Assignee) => boolean;
}

/** One card: who it assigns, and their dates. */
export function AssignToCardView(props: AssignToCardViewProps) {
  const { path, position, courseId, timeZone, groupCategoryId, takenElsewhere, everyoneLabel, failed, onRemoveCard, onRemoveAssignee } = props;
  const { control } = useFormContext<FieldValues>();
  const headingId = `${path.replace(/\W/g, '-')}-heading`;
  return (
    <li className="assign-to__slot">
      <div className={`assign-to-card${failed ? ' assign-to-card--failed' : ''}`} role="group" aria-labelledby={headingId}>
      <div className="assign-to-card__header">
        <h3 id={headingId} className="assign-to-card__title">
          Card {position}
        </h3>
        {failed ? <Badge tone="danger">Not saved</Badge> : null}
        <Button size="sm" variant="ghost" onPress={onRemoveCard} className="assign-to-card__remove">
          Remove card
        </Button>
      </div>
      <Controller
        control={control}
        name={`${path}.assignees`}
        render={({ field, fieldState }) => (
          <AssigneePicker
            courseId={courseId}
            groupCategoryId={groupCategoryId}
            value={field.value as Assignee[]}
            onChange={field.onChange}
            onRemove={onRemoveAssignee}
            takenElsewhere={takenElsewhere}
            everyoneLabel={everyoneLabel}
            error={fieldState.error?.message}
            inputRef={field.ref}
            onBlur={field.onBlur}
          />
        )}
      />
      <div className="assign-to-card__dates">
        {CARD_DATE_KEYS.map((key) => (
          <Controller
            key={key}
            control={control}
            name={`${path}.${key}`}
            render={({ field, fieldState }) => (
              <DateTimeField
                label={CARD_DATE_LABELS[key]}
                timeZone={timeZone}
                value={field.value as string}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
      </div>
      </div>
    </li>
  );
}
