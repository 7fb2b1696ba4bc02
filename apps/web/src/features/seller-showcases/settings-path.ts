import { generatePath } from 'react-router';
import { paths } from '../../shared/lib/paths';

/** The showcase's settings sit below its dashboard (`paths.showcaseEdit` is the dashboard since issue 15). */
export const SETTINGS = 'settings';
export const settingsPath = (id: number | string): string => `${generatePath(paths.showcaseEdit, { id: String(id) })}/${SETTINGS}`;
