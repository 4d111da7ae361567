/**
 * The parts of the console's frame that load after the entry script (their own scripts): the toaster, the live
 * notifications behind the bell, the infrastructure badge. Their `lazy()` components load them with these; a sign-in
 * starts the bell's and the badge's at once as soon as its landing is known ({@link preloadFrameParts}), so the first
 * render finds them loaded rather than discovering them one after another, each a round trip before the landing's
 * rows. The toaster loads with the first toast (`ToastArea`): a landing shows none.
 */
export const loadToaster = () => import('./Toaster');
export const loadLiveNotifications = () => import('./LiveNotifications');
export const loadInfrastructureBadge = () => import('./InfrastructureBadge');

/** Loads (fetches and runs) every part of the frame now, in parallel. A failure is left to the part's own render. */
export function preloadFrameParts(
  loads: (() => Promise<unknown>)[] = [loadLiveNotifications, loadInfrastructureBadge],
): void {
  for (const load of loads) load().catch(() => {});
}
