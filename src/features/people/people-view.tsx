import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { sectionQueries } from '@/api/sections';
import { PanelBoundary } from '@/components/panel-boundary';
import { Tabs } from '@/components/tabs';
import { readPeopleTab, readSelectedPerson, writePeopleTab, writeSelectedPerson } from './people-filters';
import { focusPersonButton } from './people-columns';
import { PeopleList } from './people-list';
import { sectionNameMap } from './person-facts';
import { RecentStudents } from './recent-students';
import type { CanvasId } from '@/api/schemas/ids';

// A person's dialog (and React Aria's modal code) loads when a person is first opened, not with the roster.
const PersonDetailDialog = lazy(() => import('./person-detail-dialog').then((module) => ({ default: module.PersonDetailDialog })));

export interface PeopleViewProps {
  courseId: CanvasId;
  timeZone: string | undefined;
  /** read_reports: the "Recently active" tab and everyone's last activity. */
  canSeeRecent: boolean;
  /** Account admins: a link to all of a person's courses. */
  isAdmin: boolean;
}

/** The roster, optionally the recent-activity tab, and the person panel; the open tab and person live in the URL. */
export function PeopleView({ courseId, timeZone, canSeeRecent, isAdmin }: PeopleViewProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = canSeeRecent ? readPeopleTab(searchParams) : 'all';
  const personId = readSelectedPerson(searchParams);
  const { data: sections } = useQuery(sectionQueries.list(courseId));
  const sectionNames = useMemo(() => sectionNameMap(sections), [sections]);

  // React Router hands out a new setter whenever the URL changes. The table's cells close over
  // openPerson, so a changing callback would remount every cell (and lose focus) on each URL change.
  const setParams = useRef(setSearchParams);
  useLayoutEffect(() => {
    setParams.current = setSearchParams;
  }, [setSearchParams]);
  // Opening a person is a history entry, so Back closes the panel.
  const openPerson = useCallback((userId: CanvasId) => setParams.current((current) => writeSelectedPerson(current, userId)), []);
  const closePerson = useCallback(() => setParams.current((current) => writeSelectedPerson(current, undefined), { replace: true }), []);
  // Closing (Escape, the close button, Back) unmounts the panel along with the focus it held: give it back to the
  // person's name in the roster.
  const openedPerson = useRef<CanvasId>(undefined);
  useEffect(() => {
    if (personId !== undefined) openedPerson.current = personId;
    else if (openedPerson.current !== undefined) focusPersonButton(openedPerson.current);
  }, [personId]);
  const onTabChange = (key: 'all' | 'recent') => setSearchParams((current) => writePeopleTab(current, key), { replace: true });

  const list = (
    <PanelBoundary resetKeys={[courseId]}>
      <PeopleList courseId={courseId} timeZone={timeZone} onOpen={openPerson} showActivity={canSeeRecent} />
    </PanelBoundary>
  );
  return (
    <>
      {canSeeRecent ? (
        <Tabs
          label="People views"
          selected={tab}
          onSelect={onTabChange}
          tabs={[
            { id: 'all', title: 'Everyone', panel: list },
            {
              id: 'recent',
              title: 'Recently active',
              panel: (
                <PanelBoundary resetKeys={[courseId]}>
                  <RecentStudents courseId={courseId} timeZone={timeZone} onOpen={openPerson} />
                </PanelBoundary>
              ),
            },
          ]}
        />
      ) : (
        list
      )}
      {personId !== undefined ? (
        <Suspense fallback={null}>
          <PersonDetailDialog
            courseId={courseId}
            userId={personId}
            sectionNames={sectionNames}
            timeZone={timeZone}
            isAdmin={isAdmin}
            onClose={closePerson}
          />
        </Suspense>
      ) : null}
    </>
  );
}
