// Breaks "shared/ does not import app/".
import { homePath } from '../app/paths';

export const sharedHome = homePath;
