/** Canvas's content licenses (docs/canvas-contract.md §3.18, UsageRights::LICENSES as read), in Canvas's order. */
export const CONTENT_LICENSES = [
  { id: 'private', name: 'Private (Copyrighted)', url: 'http://en.wikipedia.org/wiki/Copyright' },
  { id: 'public_domain', name: 'Public Domain', url: 'http://en.wikipedia.org/wiki/Public_domain' },
  { id: 'cc_by', name: 'CC Attribution', url: 'http://creativecommons.org/licenses/by/4.0' },
  { id: 'cc_by_sa', name: 'CC Attribution Share Alike', url: 'http://creativecommons.org/licenses/by-sa/4.0' },
  { id: 'cc_by_nc', name: 'CC Attribution Non-Commercial', url: 'http://creativecommons.org/licenses/by-nc/4.0' },
  { id: 'cc_by_nc_sa', name: 'CC Attribution Non-Commercial Share Alike', url: 'http://creativecommons.org/licenses/by-nc-sa/4.0' },
  { id: 'cc_by_nd', name: 'CC Attribution No Derivatives', url: 'http://creativecommons.org/licenses/by-nd/4.0' },
  { id: 'cc_by_nc_nd', name: 'CC Attribution Non-Commercial No Derivatives', url: 'http://creativecommons.org/licenses/by-nc-nd/4.0' },
] as const;

export const licenseName = (id: string): string => CONTENT_LICENSES.find((license) => license.id === id)?.name ?? id;
