import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Tab } from '@/api/schemas/tab';
import { hasPendingTabChanges, tabQueries, useQueueCourseTabChange, type TabChange } from '@/api/tabs';
import { SaveStatus, type SaveState } from '@/components/save-status';
import { showToast } from '@/components/toast/toast-queue';
import '@/styles/navigation.css';
import { StudentPreview } from './student-preview';
import { TabList } from './tab-list';
import { changeWords, describeChange, failureReason, LIST_NAMES } from './tab-moves';
import type { CanvasId } from '@/api/schemas/ids';

/**
 * The course's tabs in two lists. Every change is shown at once and saved by one PUT, queued behind the course's
 * earlier ones; a refusal rolls the lists back to the server's order (tabs.ts) and says why in a toast.
 */
export function NavigationSettings({ courseId }: { courseId: CanvasId }) {
  const { data: tabs } = useSuspenseQuery(tabQueries.course(courseId));
  const queueChange = useQueueCourseTabChange(courseId);
  const [announcement, setAnnouncement] = useState('');
  const [saveState, setSaveState] = useState<SaveState>('idle');

  const onChange = (tab: Tab, change: TabChange) => {
    setAnnouncement(describeChange(tabs, tab, change));
    setSaveState('saving');
    queueChange(tab.id, change).then(
      // Saved only once nothing else is waiting: a burst of moves reads "Saving…" until its last answer.
      () => setSaveState((state) => (hasPendingTabChanges(courseId) || state === 'failed' ? state : 'saved')),
      (error: unknown) => {
        const reason = failureReason(error);
        const { verb, done } = changeWords(change);
        setSaveState('failed');
        setAnnouncement(`${tab.label} was not ${done}. ${reason}`);
        showToast({ title: `Couldn’t ${verb} ${tab.label}`, description: reason, tone: 'error' });
      },
    );
  };

  return (
    <div className="navigation-settings">
      <div className="navigation-settings__bar">
        <p className="navigation-settings__status" role="status" aria-live="polite">
          {announcement}
        </p>
        <SaveStatus state={saveState} label="Tab order" />
      </div>
      <div className="navigation-settings__lists">
        {(['shown', 'hidden'] as const).map((list) => (
          <section key={list} className="card navigation-settings__panel" aria-labelledby={`tabs-${list}-heading`}>
            <h2 id={`tabs-${list}-heading`} className="card__title">
              {LIST_NAMES[list]}
            </h2>
            <TabList list={list} tabs={tabs} onChange={onChange} />
          </section>
        ))}
      </div>
      <StudentPreview tabs={tabs} />
    </div>
  );
}
