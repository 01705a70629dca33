import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, Text, type SwitchFieldProps } from 'react-aria-components';

export interface SwitchProps extends Omit<SwitchFieldProps, 'className' | 'children'> {
  /** The visible label; the label and the track are one click target. */
  children: ReactNode;
  /** Help text under the label, tied to the switch as its description. */
  description?: ReactNode;
  /** Rendered at the end of the label row, e.g. a save status. */
  status?: ReactNode;
  className?: string;
}

/**
 * An on/off switch (role=switch via React Aria). The thumb's position, not only its colour, shows the
 * state, so it reads in high-contrast modes and for colour-blind users.
 */
export function Switch({ children, description, status, className, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={['switch', className].filter(Boolean).join(' ')}>
      <div className="switch__row">
        <SwitchButton className="switch__button">
          <span className="switch__label">{children}</span>
          <span className="switch__track" aria-hidden="true">
            <span className="switch__thumb" />
          </span>
        </SwitchButton>
        {status}
      </div>
      {description ? (
        <Text slot="description" className="switch__description">
          {description}
        </Text>
      ) : null}
    </SwitchField>
  );
}
