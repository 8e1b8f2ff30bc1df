// "See what a role sees" (docs/preview.md): the panel's half. Starting and ending
// are calls; what the panel then shows follows the grant /user/info answers for the
// session (the role's or member's, read-only), so the menu, routes, buttons and
// masking are the ones that role gets without any per-screen code. Each switch
// reloads the page: every list and record cached under the other grant is dropped.
import { post } from '../http/api';
import { setUserInfo, type UserInfo } from '../providers/session';
import { getSettings, updateSettings } from '../settings/settings';
import { WORKPLACE_PATH } from '../pages/paths';

export type PreviewKind = NonNullable<UserInfo['preview']>['kind'];

/** Where the staff member started the preview, to go back there when it ends (this tab only). */
const RETURN_KEY = 'preview-return';

async function switchGrant(hash: string): Promise<void> {
  setUserInfo(await post<UserInfo>('/user/info'));
  // the server menu belongs to the grant that fetched it
  if (getSettings().serverMenu.length > 0) updateSettings({ serverMenu: [] });
  window.location.hash = hash;
  window.location.reload();
}

/** Previews role or member `id`; a refusal (a key the caller lacks) throws the API's error. */
export async function startPreview(kind: PreviewKind, id: number | string): Promise<void> {
  await post(kind === 'role' ? '/mdr/roles/preview' : '/mdr/admins/preview', { id: Number(id) });
  sessionStorage.setItem(RETURN_KEY, window.location.hash || `#${WORKPLACE_PATH}`);
  await switchGrant(`#${WORKPLACE_PATH}`);
}

/** Ends the preview and returns to the page it started from. */
export async function endPreview(): Promise<void> {
  await post('/mdr/preview/end');
  const back = sessionStorage.getItem(RETURN_KEY) ?? `#${WORKPLACE_PATH}`;
  sessionStorage.removeItem(RETURN_KEY);
  await switchGrant(back);
}
