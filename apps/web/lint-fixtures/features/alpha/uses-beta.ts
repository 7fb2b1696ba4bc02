// Breaks "a feature imports no other feature".
import { betaName } from '../beta/beta-name';

export const alphaAndBeta = `alpha + ${betaName}`;
