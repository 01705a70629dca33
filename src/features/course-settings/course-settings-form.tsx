import { useSuspenseQuery } from '@tanstack/react-query';
import { courseSettingsQueries } from '@/api/course-settings';
import { EmptyState } from '@/components/empty-state';
import { presentGroups, type SettingDefinition } from './setting-definitions';
import { SettingInput } from './setting-input';
import { SettingSwitch } from './setting-switch';
import type { CanvasId } from '@/api/schemas/ids';

/** The course's settings as labelled groups; each field saves on its own, so there is no Save button. */
export function CourseSettingsForm({ courseId }: { courseId: CanvasId }) {
  const { data: settings } = useSuspenseQuery(courseSettingsQueries.detail(courseId));
  const groups = presentGroups(settings);
  if (groups.length === 0) {
    return <EmptyState title="No settings to change" description="This server does not report any settings Lectern can edit." />;
  }
  return (
    <div className="settings">
      {groups.map((group) => (
        <section key={group.id} className="card settings__group" aria-labelledby={`settings-${group.id}`}>
          <h2 id={`settings-${group.id}`} className="settings__title">
            {group.title}
          </h2>
          <p className="settings__description">{group.description}</p>
          <div className="settings__rows">
            {group.settings.map((setting) => (
              <SettingField key={setting.key} courseId={courseId} setting={setting} value={settings[setting.key]} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function SettingField({ courseId, setting, value }: { courseId: CanvasId; setting: SettingDefinition; value: unknown }) {
  if (setting.kind === 'switch') return <SettingSwitch courseId={courseId} setting={setting} value={value === true} />;
  return <SettingInput courseId={courseId} setting={{ ...setting, kind: setting.kind }} value={value} />;
}
