import { requestOrigin } from '../../canvas/urls';
import type { AppContext } from '../../canvas/context';

export type UserRow = {
  id: number;
  name: string;
  sortable_name: string;
  short_name: string;
  email: string | null;
  login_id: string | null;
  sis_user_id: string | null;
  avatar_url: string | null;
  pronouns: string | null;
  bio: string | null;
  time_zone: string | null;
  locale: string | null;
  uuid: string;
  workflow_state: string;
  created_at: string;
};

const DEFAULT_AVATAR = '/images/messages/avatar-50.png';

export const avatarUrl = (c: AppContext, user: Pick<UserRow, 'avatar_url'>): string =>
  user.avatar_url ?? `${requestOrigin(c)}${DEFAULT_AVATAR}`;

/** The compact user Canvas embeds in other objects (docs/canvas-contract.md §7.2.2). */
export function userDisplay(c: AppContext, user: UserRow, courseId?: number) {
  const origin = requestOrigin(c);
  return {
    id: user.id,
    anonymous_id: user.id.toString(36),
    display_name: user.short_name,
    avatar_image_url: avatarUrl(c, user),
    html_url: courseId ? `${origin}/courses/${courseId}/users/${user.id}` : `${origin}/users/${user.id}`,
    pronouns: user.pronouns,
  };
}
