import type { AppContext } from './context';

/**
 * Whether this server offers Lectern's extensions of Canvas's API (docs/lectern-extensions.md). Off
 * (LECTERN_EXTENSIONS=off), a handler answers as Canvas does: no Lectern-only order, filter, check or header.
 */
export const extensionsOn = (c: AppContext): boolean => c.get('deps').extensions;
