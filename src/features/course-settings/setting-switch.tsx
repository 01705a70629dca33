import { SaveStatus } from '@/components/save-status';
import { Switch } from '@/components/switch';
import type { SettingDefinition } from './setting-definitions';
import { useSettingSave } from './use-setting-save';
import type { CanvasId } from '@/api/schemas/ids';

export interface SettingSwitchProps {
  courseId: CanvasId;
  setting: SettingDefinition;
  value: boolean;
}

/** A boolean setting, saved the moment it is flipped (optimistically; a failure flips it back). */
export function SettingSwitch({ courseId, setting, value }: SettingSwitchProps) {
  const { save, state } = useSettingSave(courseId, setting.key, setting.label);
  return (
    <div className="setting-row">
      <Switch
        isSelected={value}
        onChange={(next) => save(next)}
        description={setting.description}
        status={<SaveStatus state={state} label={setting.label} />}
      >
        {setting.label}
      </Switch>
    </div>
  );
}
