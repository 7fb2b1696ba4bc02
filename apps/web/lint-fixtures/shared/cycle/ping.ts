// Breaks "no import cycles": ping and pong import each other.
import { pong } from './pong';

export const ping = (n: number): string => (n <= 0 ? 'ping' : pong(n - 1));
