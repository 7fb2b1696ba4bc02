// Allowed: a file imports its own feature from a subfolder.
import { betaName } from '../beta-name';

export const betaLabel = betaName.toUpperCase();
