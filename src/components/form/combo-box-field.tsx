import { useState, type ReactNode, type Ref } from 'react';
import {
  Button,
  ComboBox,
  FieldError as AriaFieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  useFilter,
  type Key,
} from 'react-aria-components';
import { useUntabbableOutsideOpenList } from './use-untabbable-outside-open-list';

export interface ComboBoxOption {
  id: string;
  label: string;
  /** A second line, e.g. where an account sits in the tree. */
  detail?: string;
}

export interface ComboBoxFieldProps {
  label: ReactNode;
  options: readonly ComboBoxOption[];
  selectedKey: string | null;
  onSelectionChange: (key: string | null) => void;
  description?: ReactNode;
  error?: string;
  name?: string;
  onBlur?: () => void;
  isDisabled?: boolean;
  placeholder?: string;
  /** react-hook-form focuses this input when the field is invalid. */
  inputRef?: Ref<HTMLInputElement>;
  emptyMessage?: string;
}

/** A searchable single choice (React Aria ComboBox): type to filter, arrows to move, Enter to pick. */
export function ComboBoxField({
  label,
  options,
  selectedKey,
  onSelectionChange,
  description,
  error,
  name,
  onBlur,
  isDisabled,
  placeholder,
  inputRef,
  emptyMessage = 'No matches',
}: ComboBoxFieldProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const [isOpen, setOpen] = useState(false);
  useUntabbableOutsideOpenList(isOpen);
  return (
    <ComboBox
      className="field"
      defaultItems={options}
      value={selectedKey}
      onChange={(key: Key | null) => onSelectionChange(key === null ? null : String(key))}
      defaultFilter={contains}
      menuTrigger="focus"
      onOpenChange={setOpen}
      isInvalid={Boolean(error)}
      isDisabled={isDisabled}
      name={name}
      onBlur={onBlur}
    >
      <Label className="field__label">{label}</Label>
      {description !== undefined ? (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      ) : null}
      <div className="combo">
        <Input ref={inputRef} className="field__input combo__input" placeholder={placeholder} />
        <Button className="combo__button" aria-label="Show options">
          <span className="combo__chevron" aria-hidden="true" />
        </Button>
      </div>
      <AriaFieldError className="field__error">
        <span className="field__error-icon" aria-hidden="true">
          !
        </span>
        <span>{error}</span>
      </AriaFieldError>
      <Popover className="combo__popover" offset={4}>
        <ListBox<ComboBoxOption> className="combo__list" renderEmptyState={() => <p className="combo__empty">{emptyMessage}</p>}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className="combo__option">
              <Text slot="label" className="combo__option-label">
                {option.label}
              </Text>
              {option.detail ? (
                <Text slot="description" className="combo__option-detail">
                  {option.detail}
                </Text>
              ) : null}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
