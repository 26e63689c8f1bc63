/** The sidebar, the quick switcher, the app frame, banners, notices and the lock screen. */
export const sidebar = {}
