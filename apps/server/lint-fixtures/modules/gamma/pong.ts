// Breaks "no import cycles": pong → ping → pong.
import { ping } from './ping';

export const pong = (n: number): number => (n <= 0 ? 1 : ping(n - 1));
