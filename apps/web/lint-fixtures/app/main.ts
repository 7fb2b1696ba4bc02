// app/ composes: it may import features and shared.
import { alphaTitle } from '../features/alpha/alpha-title';
import { greeting } from '../shared/greeting';

export const shell = `${greeting} ${alphaTitle}`;
