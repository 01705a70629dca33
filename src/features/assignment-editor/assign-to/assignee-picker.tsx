import { useRef, useState } from 'react';
import { Button as AriaButton, ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text, type Key } from 'react-aria-components';
import { useUntabbableOutsideOpenList } from '@/components/form/use-untabbable-outside-open-list';
import { assigneeId, type Assignee } from './assign-to-model';
import { assigneeOptions, useAssigneeSources } from './assignee-options';
import { AssigneeChips } from './assignee-chips';
import type { CanvasId } from '@/api/schemas/ids';

export interface AssigneePickerProps {
  courseId: CanvasId;
  groupCategoryId: CanvasId | null;
  value: Assignee[];
  onChange: (next: Assignee[]) => void;
  /** Takes an assignee off the card; false when the section asks first (the last "everyone") instead. */
  onRemove: (assignee: Assignee) => boolean;
  /** assigneeIds held by the other cards. */
  takenElsewhere: ReadonlySet<string>;
  everyoneLabel: string;
  error?: string;
  /** react-hook-form's field.ref, so a failed validation focuses this input. */
  inputRef?: (element: HTMLInputElement | null) => void;
  onBlur?: () => void;
}

/**
 * "Assign to": a combobox whose list offers everyone, sections, groups and the students the server finds for what
 * is typed; picking one adds a chip and clears the text so the next can be typed. What another card holds is not
 * offered.
 */
export function AssigneePicker(props: AssigneePickerProps) {
  const { courseId, groupCategoryId, value, onChange, onRemove, takenElsewhere, everyoneLabel, error, inputRef, onBlur } = props;
  const [term, setTerm] = useState('');
  const [isOpen, setOpen] = useState(false);
  useUntabbableOutsideOpenList(isOpen);
  const ownInput = useRef<HTMLInputElement | null>(null);
  const sources = useAssigneeSources(courseId, groupCategoryId, term);
  const taken = new Set([...takenElsewhere, ...value.map(assigneeId)]);
  const options = assigneeOptions({ term, everyoneLabel, taken, ...sources });
  // Chips appear and go away from the input's side: say so to screen-reader users.
  const [announcement, setAnnouncement] = useState('');
  const pick = (key: Key | null) => {
    const option = options.find((candidate) => candidate.id === key);
    if (!option) return;
    onChange([...value, option.assignee]);
    setTerm('');
    setAnnouncement(`${option.label} added.`);
  };
  const setInput = (element: HTMLInputElement | null) => {
    ownInput.current = element;
    inputRef?.(element);
  };
  return (
    <div className="assignee-picker">
      <ComboBox
        className="field"
        items={options}
        inputValue={term}
        onInputChange={setTerm}
        value={null}
        onChange={pick}
        menuTrigger="focus"
        onOpenChange={setOpen}
        allowsEmptyCollection
        isInvalid={Boolean(error)}
        onBlur={onBlur}
      >
        <Label className="field__label">Assign to</Label>
        <Text slot="description" className="field__description">
          Type a student’s name, or pick a section{groupCategoryId === null ? '' : ', a group'} or everyone.
        </Text>
        <div className="combo">
          <Input ref={setInput} className="field__input combo__input" />
          <AriaButton className="combo__button" aria-label="Show assignees">
            <span className="combo__chevron" aria-hidden="true" />
          </AriaButton>
        </div>
        <FieldError className="field__error">
          <span className="field__error-icon" aria-hidden="true">
            !
          </span>
          <span>{error}</span>
        </FieldError>
        <Popover className="combo__popover" offset={4}>
          <ListBox
            className="combo__list"
            items={options}
            renderEmptyState={() => <p className="combo__empty">{sources.isLoading ? 'Searching…' : 'No one left to assign matches'}</p>}
          >
            {(option) => (
              <ListBoxItem id={option.id} textValue={option.label} className="combo__option">
                <Text slot="label" className="combo__option-label">
                  {option.label}
                </Text>
                <Text slot="description" className="combo__option-detail">
                  {option.detail}
                </Text>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <AssigneeChips
        courseId={courseId}
        assignees={value}
        everyoneLabel={everyoneLabel}
        onRemove={(assignee, name) => {
          if (!onRemove(assignee)) return;
          setAnnouncement(`${name} removed.`);
          ownInput.current?.focus();
        }}
      />
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </div>
  );
}
