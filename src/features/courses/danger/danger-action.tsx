import type { ReactNode } from 'react';
import { Button } from '@/components/button';

export interface DangerActionProps {
  title: string;
  description: ReactNode;
  buttonLabel: string;
  onPress: () => void;
  isDisabled?: boolean;
  /** Why the action is unavailable, when it is. */
  note?: string;
}

/** One row of the danger zone: what the action does, and the button that asks before doing it. */
export function DangerAction({ title, description, buttonLabel, onPress, isDisabled = false, note }: DangerActionProps) {
  return (
    <li className="danger-action">
      <div className="danger-action__text">
        <h2 className="danger-action__title">{title}</h2>
        <p className="danger-action__description">{description}</p>
        {note ? <p className="danger-action__note">{note}</p> : null}
      </div>
      <Button variant="danger" onPress={onPress} isDisabled={isDisabled}>
        {buttonLabel}
      </Button>
    </li>
  );
}
