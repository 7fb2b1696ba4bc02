// Breaks "no import cycles": ping → pong → ping.
import { pong } from './pong';

export const ping = (n: number): number => (n <= 0 ? 0 : pong(n - 1));
