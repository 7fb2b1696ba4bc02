// Allowed: a feature imports shared/.
import { greeting } from '../../shared/greeting';

export const alphaTitle = `${greeting}, alpha`;
