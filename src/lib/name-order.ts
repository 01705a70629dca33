/** How the app orders names, as people read them: case-insensitive, and "Lab 10" after "Lab 9". */
export const nameOrder = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
