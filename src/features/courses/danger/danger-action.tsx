import type { ReactNode } from 'react';
import { Button } from '@/components/button';

export interface DangerActionProps {
  title: string;
  description: ReactNode;
  buttonLabel: string;
  onPress: () => void;
  /** `secondary` for an action that undoes damage rather than does it (reopen). */
  variant?: 'danger' | 'secondary';
}

/** One row of the danger zone: what the action does, and the button that asks before doing it. */
export function DangerAction({ title, description, buttonLabel, onPress, variant = 'danger' }: DangerActionProps) {
  return (
    <li className="danger-action">
      <div className="danger-action__text">
        <h2 className="danger-action__title">{title}</h2>
        <p className="danger-action__description">{description}</p>
      </div>
      <Button variant={variant} onPress={onPress}>
        {buttonLabel}
      </Button>
    </li>
  );
}
