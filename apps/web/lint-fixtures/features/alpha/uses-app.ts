// Breaks "a feature does not import app/".
import { homePath } from '../../app/paths';

export const alphaHome = `${homePath}alpha`;
