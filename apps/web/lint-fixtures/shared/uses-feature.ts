// Breaks "shared/ imports no feature".
import { betaName } from '../features/beta/beta-name';

export const sharedBeta = betaName;
