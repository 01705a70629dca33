import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ComboBox,
  Dialog,
  Heading,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Modal,
  ModalOverlay,
  Popover,
  Text,
  type Key,
} from 'react-aria-components';
import { courseUserQueries, MIN_SEARCH_LENGTH } from '@/api/course-users';
import type { User } from '@/api/schemas/user';
import { Avatar } from '@/components/avatar';
import { Button } from '@/components/button';
import { useUntabbableOutsideOpenList } from '@/components/form/use-untabbable-outside-open-list';
import { useDebouncedValue } from '@/components/use-debounced-value';
import type { CanvasId } from '@/api/schemas/ids';

/** The dialog of ShareContentButton (share-content-dialog.tsx), loaded when the button is first pressed. */
export function ShareContentModal({ courseId, onClose }: { courseId: CanvasId; onClose: () => void }) {
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
      className="modal-overlay"
    >
      <Modal className="modal">
        <Dialog className="dialog">
          <Heading slot="title" className="dialog__title">
            Share content with…
          </Heading>
          <ShareSearch courseId={courseId} />
          <div className="dialog__actions">
            <Button variant="secondary" onPress={onClose}>
              Close
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function ShareSearch({ courseId }: { courseId: CanvasId }) {
  const [input, setInput] = useState('');
  const [selected, setSelected] = useState<User | null>(null);
  const term = useDebouncedValue(input.trim(), 300);
  const query = useQuery(courseUserQueries.contentShare(courseId, term));
  const results = term.length >= MIN_SEARCH_LENGTH ? (query.data ?? []) : [];
  const typed = input.trim().length;
  const [isOpen, setOpen] = useState(false);
  useUntabbableOutsideOpenList(isOpen);

  const onSelectionChange = (key: Key | null) => {
    const user = results.find((candidate) => candidate.id === key) ?? null;
    setSelected(user);
    if (user) setInput(user.name);
  };

  let hint = 'Search teachers, TAs, designers and admins by name or email.';
  if (typed > 0 && typed < MIN_SEARCH_LENGTH) hint = `Type at least ${MIN_SEARCH_LENGTH} characters`;
  else if (query.isFetching) hint = 'Searching…';
  else if (query.isError) hint = `Search failed: ${query.error.message}`;
  else if (term.length >= MIN_SEARCH_LENGTH && results.length === 0 && query.isSuccess) hint = 'No one found. Try another name or email.';

  let emptyMessage = 'No one found';
  if (typed < MIN_SEARCH_LENGTH) emptyMessage = `Type at least ${MIN_SEARCH_LENGTH} characters`;
  else if (query.isFetching || term !== input.trim()) emptyMessage = 'Searching…';
  else if (query.isError) emptyMessage = 'Search failed';

  return (
    <div className="share-search">
      <ComboBox
        items={results}
        inputValue={input}
        onInputChange={(value) => {
          setInput(value);
          if (selected && value !== selected.name) setSelected(null);
        }}
        onChange={onSelectionChange}
        // Open while typing even before results arrive; the list then says what is happening.
        allowsEmptyCollection
        menuTrigger="input"
        onOpenChange={setOpen}
        className="field"
      >
        <Label className="field__label">Person</Label>
        <Input className="field__input" placeholder="Name or email" />
        <Text slot="description" className="field__description" aria-live="polite">
          {hint}
        </Text>
        <Popover className="combo__popover" offset={4}>
          <ListBox<User> className="combo__list" renderEmptyState={() => <p className="combo__empty">{emptyMessage}</p>}>
            {(user) => (
              <ListBoxItem id={user.id} textValue={user.name} className="combo__option share-option">
                <Avatar name={user.name} src={user.avatar_url} />
                <span className="share-option__text">
                  <span>{user.name}</span>
                  {user.email ? <span className="text-muted">{user.email}</span> : null}
                </span>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {selected ? (
        <p className="share-search__selected" role="status">
          Selected <strong>{selected.name}</strong>
          {selected.email ? ` (${selected.email})` : ''}.
        </p>
      ) : null}
    </div>
  );
}
